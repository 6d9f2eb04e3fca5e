import { describe, expect, it } from 'vitest';
import { translateChoice } from '../../format/trans';
import { DEFAULT_ENGLISH_LINES } from '../default-lines';
import { describeLineProblem, lineProblem } from '../line-rules';
import { SPANISH_LINES } from './es';

describe('the Spanish localization', () => {
  it('translates every English line', () => {
    const missing = Object.keys(DEFAULT_ENGLISH_LINES).filter((key) => !SPANISH_LINES[key]?.trim());
    expect(missing, `Spanish lacks ${missing.length} lines:\n${missing.join('\n')}`).toEqual([]);
  });

  it('holds no line the app does not have', () => {
    const extra = Object.keys(SPANISH_LINES).filter((key) => !(key in DEFAULT_ENGLISH_LINES));
    expect(extra).toEqual([]);
  });

  it('keeps every placeholder and has one form per Spanish plural category', () => {
    const problems = Object.entries(SPANISH_LINES).flatMap(([key, value]) => {
      const problem = lineProblem(key, value, 'es');
      return problem ? [`${key} → ${value}: ${describeLineProblem(problem)}`] : [];
    });
    expect(problems).toEqual([]);
  });

  it('is a translation, not a copy: most lines differ from the English', () => {
    const same = Object.entries(SPANISH_LINES).filter(([key, value]) => key === value);
    // Names and codes stay as they are (Tonearm, EP, CVC, URL, SEO...).
    expect(same.length).toBeLessThan(40);
  });

  it('chooses plural forms by the Spanish rules', () => {
    const line = SPANISH_LINES[':count track|:count tracks'];
    expect(translateChoice(SPANISH_LINES, ':count track|:count tracks', 1, {}, 'es')).toBe(
      '1 pista',
    );
    expect(
      translateChoice(
        { [':count track|:count tracks']: line! },
        ':count track|:count tracks',
        3,
        {},
        'es',
      ),
    ).toBe('3 pistas');
    expect(
      translateChoice(
        SPANISH_LINES,
        ':count track|:count tracks',
        1_000_000,
        { count: '1.000.000' },
        'es',
      ),
    ).toBe('1.000.000 de pistas');
  });
});
