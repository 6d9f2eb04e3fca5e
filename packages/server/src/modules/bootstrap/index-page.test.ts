import type { BootstrapData } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { describe, expect, it } from 'vitest';
import { serializeBootstrap } from './index-page';

const data = (lines: Record<string, string>) =>
  ({
    user: null,
    settings: { 'branding.site_name': 'A </script> site' },
    themes: { all: [], selectedThemeId: null },
    i18n: { language: 'en', name: 'English', lines },
    guest_role: null,
    show_cookie_notice: false,
    workspaces: [],
    menus: [],
  }) as unknown as BootstrapData;

describe('serializeBootstrap (the bootstrap data inlined into every page)', () => {
  it('reads back as the same data, script-safe in every part', () => {
    const input = data({ Home: 'Home <b>&</b> away\u2028' });
    const json = serializeBootstrap(input);
    expect(JSON.parse(json)).toEqual(input);
    expect(json).not.toMatch(/[<>&\u2028]/);
  });

  it('is valid JSON with the lines alone', () => {
    const lines = { i18n: { language: 'en', name: 'English', lines: { Home: 'Home' } } };
    expect(JSON.parse(serializeBootstrap(lines as unknown as BootstrapData))).toEqual(lines);
  });

  it('writes the new lines when an edit brings a new lines object', () => {
    const first = data({ Home: 'Home' });
    expect(serializeBootstrap(first)).toContain('"Home":"Home"');
    // The service answers a new (frozen) object after an edit: its JSON is written anew.
    const edited = { ...first, i18n: { ...first.i18n, lines: { Home: 'Start' } } };
    expect(serializeBootstrap(edited)).toContain('"Home":"Start"');
    expect(serializeBootstrap({ ...first, user: null })).toContain('"Home":"Home"');
  });
});
