import { describe, expect, it } from 'vitest';
import { describeLineProblem, lineProblem, placeholdersOf } from './line-rules';

const problem = (source: string, translation: string, language: string) => {
  const found = lineProblem(source, translation, language);
  return found && describeLineProblem(found);
};

describe('line rules', () => {
  it('finds the placeholders of a line', () => {
    expect(placeholdersOf('Delete :count track of :name? Note: :count')).toEqual([
      ':count',
      ':name',
    ]);
  });

  it('accepts a translation that keeps the placeholders', () => {
    expect(problem('Welcome to :siteName', 'Bienvenue sur :siteName', 'fr')).toBeNull();
  });

  it('refuses a translation that loses a placeholder', () => {
    expect(problem('Welcome to :siteName', 'Bienvenue', 'fr')).toBe(
      'Keep the placeholders :siteName.',
    );
  });

  it('needs one form per plural category of the language', () => {
    const line = ':count track|:count tracks';
    expect(problem(line, ':count Titel|:count Titel', 'de')).toBeNull();
    expect(problem(line, ':count pista|:count pistas', 'es')).toBe(
      'This line needs 3 forms, one per plural category (one, many, other), separated by a vertical bar.',
    );
    expect(
      problem(line, ':count utwór|:count utwory|:count utworów|:count utworu', 'pl'),
    ).toBeNull();
    expect(problem(line, ':count 曲', 'ja')).toBeNull();
  });

  it('lets a plural form leave the count out when another keeps it', () => {
    expect(
      problem(':count track|:count tracks', 'une piste|:count de pistes|:count pistes', 'fr'),
    ).toBeNull();
  });

  it('refuses plural forms on a line that has none', () => {
    expect(problem('Log out', 'Salir|Salidas', 'es')).toBe(
      'This line has no plural forms: remove the vertical bars.',
    );
  });

  it('takes an empty translation as "untranslated"', () => {
    expect(problem(':count track|:count tracks', '', 'es')).toBeNull();
  });
});
