import { describe, expect, it } from 'vitest';
import {
  EDITABLE_SETTING_NAMES,
  SECRET_SETTING_NAMES,
  SETTINGS_TABS,
  settingsOfTab,
  settingsTabSchema,
  tabOfSetting,
  updateSettingsSchema,
} from './admin-settings.schemas';
import { SETTING_DEFINITIONS } from './default-settings';

const defaults = Object.fromEntries(
  Object.entries(SETTING_DEFINITIONS).map(([name, definition]) => [name, definition.value]),
);

describe('admin settings schemas', () => {
  it.each(SETTINGS_TABS)('the %s tab accepts the default settings', (tab) => {
    const values = Object.fromEntries(settingsOfTab(tab).map((name) => [name, defaults[name]]));
    expect(settingsTabSchema(tab).safeParse(values).error?.issues ?? []).toEqual([]);
  });

  it('gives every editable setting exactly one tab and a default', () => {
    for (const name of EDITABLE_SETTING_NAMES) {
      expect(Object.hasOwn(SETTING_DEFINITIONS, name), name).toBe(true);
      expect(SETTINGS_TABS.filter((tab) => settingsOfTab(tab).includes(name))).toEqual([
        tabOfSetting(name),
      ]);
    }
  });

  it('keeps secrets away from browsers', () => {
    for (const name of SECRET_SETTING_NAMES) expect(SETTING_DEFINITIONS[name].public).toBe(false);
  });

  it('accepts paths and http(s) URLs for links and refuses other schemes', () => {
    const gdpr = settingsTabSchema('gdpr');
    const base = Object.fromEntries(settingsOfTab('gdpr').map((name) => [name, defaults[name]]));
    const withTerms = (url: string) => gdpr.safeParse({ ...base, 'legal.terms_url': url }).success;
    expect(withTerms('/pages/terms')).toBe(true);
    expect(withTerms('https://example.com/terms?x=1')).toBe(true);
    expect(withTerms('')).toBe(true);
    expect(withTerms('javascript:alert(1)')).toBe(false);
    expect(withTerms('//evil.example.com')).toBe(false);
  });

  it('names each unknown setting of a save', () => {
    const result = updateSettingsSchema.safeParse({ settings: { nope: 1, 'i18n.enable': true } });
    expect(result.error?.issues.map((issue) => issue.path)).toEqual([['settings', 'nope']]);
  });
});
