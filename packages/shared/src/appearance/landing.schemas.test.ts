import { describe, expect, it } from 'vitest';
import { SETTING_DEFINITIONS } from '../settings/default-settings';
import { LANDING_MESSAGES, LANDING_SETTING_SCHEMAS } from './landing.schemas';

function errorsOf(key: string, value: unknown) {
  const result = LANDING_SETTING_SCHEMAS[key]!.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('LANDING_SETTING_SCHEMAS', () => {
  it('has a default for every landing key, and every default passes its schema', () => {
    for (const [key, schema] of Object.entries(LANDING_SETTING_SCHEMAS)) {
      const definition = SETTING_DEFINITIONS[key as keyof typeof SETTING_DEFINITIONS];
      expect(definition, key).toBeDefined();
      expect(definition.public, key).toBe(true);
      expect(schema.safeParse(definition.value).success, key).toBe(true);
    }
  });

  it('requires a headline', () => {
    expect(errorsOf('landing.headline', '   ')).toEqual([['', LANDING_MESSAGES.required]]);
  });

  it('refuses an action button without a label or with a script action, at their paths', () => {
    expect(
      errorsOf('landing.actions', [
        { label: 'Go', action: '/register', type: 'primary' },
        { label: '', action: 'javascript:alert(1)', type: 'secondary' },
      ]),
    ).toEqual([
      ['1.label', LANDING_MESSAGES.required],
      ['1.action', LANDING_MESSAGES.action],
    ]);
  });

  it('takes images as site paths or http(s) URLs only', () => {
    expect(errorsOf('landing.background_image', '/images/hero.jpg')).toEqual([]);
    expect(errorsOf('landing.background_image', 'https://cdn.example.com/a.png')).toEqual([]);
    expect(errorsOf('landing.background_image', 'javascript:x')).toEqual([
      ['', LANDING_MESSAGES.image],
    ]);
    expect(
      errorsOf('landing.secondary_features', [{ title: 'T', subtitle: '', body: '', image: 'x' }]),
    ).toEqual([['0.image', LANDING_MESSAGES.image]]);
  });

  it('bounds the number of action buttons', () => {
    const action = { label: 'A', action: '/', type: 'primary' };
    expect(errorsOf('landing.actions', Array(5).fill(action))).toEqual([
      ['', LANDING_MESSAGES.tooMany],
    ]);
  });
});
