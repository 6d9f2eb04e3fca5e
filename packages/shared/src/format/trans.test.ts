import { describe, expect, it } from 'vitest';
import { translate, translateChoice, translateMessage } from './trans';

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

describe('translateChoice', () => {
  it('picks the English form by count', () => {
    const key = ':count track|:count tracks';
    expect(translateChoice({}, key, 1)).toBe('1 track');
    expect(translateChoice({}, key, 0)).toBe('0 tracks');
    expect(translateChoice({}, key, 2)).toBe('2 tracks');
  });

  it("uses the translated line's forms in CLDR order for its language", () => {
    const lines = {
      ':count track|:count tracks': ':count utwór|:count utwory|:count utworów|:count utworu',
    };
    const pick = (count: number) =>
      translateChoice(lines, ':count track|:count tracks', count, {}, 'pl');
    expect(pick(1)).toBe('1 utwór');
    expect(pick(3)).toBe('3 utwory');
    expect(pick(5)).toBe('5 utworów');
    expect(pick(1.5)).toBe('1.5 utworu');
  });

  it('shows a formatted count while choosing by the number', () => {
    expect(translateChoice({}, ':count play|:count plays', 1200, { count: '1.2K' })).toBe(
      '1.2K plays',
    );
  });

  it('uses a single form for every count, and the last form when a language has more categories', () => {
    expect(translateChoice({ k: 'Tracks: :count' }, 'k', 1)).toBe('Tracks: 1');
    expect(translateChoice({}, ':count track|:count tracks', 5, {}, 'ru')).toBe('5 tracks');
    expect(translateChoice({}, ':count track|:count tracks', 1, {}, 'not a language tag!')).toBe(
      '1 track',
    );
  });
});

describe('translateMessage', () => {
  const lines = {
    'This field is required.': 'Este campo es obligatorio.',
    'Code must be at most :max characters.': 'El código puede tener como máximo :max caracteres.',
    'Enabled :service account': 'Cuenta de :service activada',
    ':count track|:count tracks': ':count pista|:count pistas',
  };

  it('translates a message that is a line', () => {
    expect(translateMessage(lines, 'This field is required.')).toBe('Este campo es obligatorio.');
  });

  it('recognises the line a message was made from and carries its values over', () => {
    expect(translateMessage(lines, 'Code must be at most 6 characters.')).toBe(
      'El código puede tener como máximo 6 caracteres.',
    );
    expect(translateMessage(lines, 'Enabled Google account')).toBe('Cuenta de Google activada');
  });

  it('leaves a message no line makes, and plural lines, as they are', () => {
    expect(translateMessage(lines, 'Something else.')).toBe('Something else.');
    expect(translateMessage(lines, '3 tracks')).toBe('3 tracks');
    expect(translateMessage(undefined, 'This field is required.')).toBe('This field is required.');
  });
});
