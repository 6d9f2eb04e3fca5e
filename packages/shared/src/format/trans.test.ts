import { describe, expect, it } from 'vitest';
import { translate } from './trans';

const lines = {
  'Welcome to :siteName': 'Bienvenue sur :siteName',
  'Enter the verification code we sent to :email': 'Code sent to :email',
};

describe('translate', () => {
  it('looks a line up by its key', () => {
    expect(translate(lines, 'Welcome to :siteName', { siteName: 'Tonearm' })).toBe(
      'Bienvenue sur Tonearm',
    );
  });

  it('falls back to the key when the line is missing', () => {
    expect(translate(lines, 'Log out')).toBe('Log out');
    expect(translate(undefined, 'Log out')).toBe('Log out');
  });

  it('replaces :placeholders in a fallback key too', () => {
    expect(translate({}, 'Disabled :service account', { service: 'google' })).toBe(
      'Disabled google account',
    );
  });

  it('replaces longer placeholder names first so :siteName survives a :site value', () => {
    expect(translate({}, ':site runs :siteName', { site: 'X', siteName: 'Tonearm' })).toBe(
      'X runs Tonearm',
    );
    expect(translate({}, ':siteName runs :site', { site: 'X', siteName: 'Tonearm' })).toBe(
      'Tonearm runs X',
    );
  });

  it('replaces every occurrence of a placeholder', () => {
    expect(translate({}, ':n of :n', { n: 3 })).toBe('3 of 3');
  });

  it('replaces null and undefined values with nothing', () => {
    expect(translate({}, 'Hi :name!', { name: null })).toBe('Hi !');
    expect(translate({}, 'Hi :name!', { name: undefined })).toBe('Hi !');
  });

  it('leaves placeholders without a value alone', () => {
    expect(translate(lines, 'Enter the verification code we sent to :email', {})).toBe(
      'Code sent to :email',
    );
  });
});
