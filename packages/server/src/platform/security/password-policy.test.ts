import { AUTH_MESSAGES } from '@tonearm/shared/auth/auth.schemas';
import { describe, expect, it } from 'vitest';
import { isBreachedPassword } from './common-passwords';
import { passwordProblem } from './password-policy';

const context = { email: 'nina.keller@example.com', siteName: 'Tonearm' };
const problem = (password: string, over: Partial<typeof context> = {}) =>
  passwordProblem(password, { ...context, ...over });

describe('passwordProblem (ASVS 5 V6.2)', () => {
  it.each([
    'aaaaaaaa',
    '11111111',
    'abababab',
    'abcabcabc',
    '12341234',
    '12345678',
    '87654321',
    '78901234',
    'abcdefgh',
    'HGFEDCBA',
    'qwertyui',
    'asdfghjk',
    'poiuytre',
  ])('calls %s a repeat or a sequence', async (password) => {
    expect(await problem(password)).toBe(AUTH_MESSAGES.passwordPredictable);
  });

  it('refuses the local part of the email and the site name, in any case', async () => {
    expect(await problem('i am NINA.KELLER here')).toBe(AUTH_MESSAGES.passwordPersonal);
    expect(await problem('my-tonearm-music')).toBe(AUTH_MESSAGES.passwordPersonal);
    expect(await problem('listen on vinylvault', { siteName: 'Vinyl Vault' })).toBe(
      AUTH_MESSAGES.passwordPersonal,
    );
    expect(await problem('tag+cat river stones', { email: 'cat+tag@example.com' })).toBe(
      AUTH_MESSAGES.passwordPersonal,
    );
  });

  it('ignores a local part or site name too short to mean anything', async () => {
    expect(await problem('jo walks the quiet dog', { email: 'jo@example.com' })).toBeNull();
    expect(await problem('an ox in the long grass', { siteName: 'Ox' })).toBeNull();
  });

  it('refuses breached passwords, from the top and from deep in the list', async () => {
    for (const password of ['password1', 'iloveyou', 'expedition', 'Dreamworks'])
      expect(await problem(password), password).toBe(AUTH_MESSAGES.passwordTooCommon);
  });

  it('accepts long passphrases with no digits or symbols, and random strings', async () => {
    expect(await problem('the quiet river carries maple leaves past our old wooden cabin s')).toBe(
      null,
    );
    expect(await problem('g7#Kp2!vXq')).toBeNull();
  });

  it('loads the list once, however many checks run at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => isBreachedPassword(i % 2 ? 'sunshine1' : 'x9!kq2Lm')),
    );
    expect(answers).toEqual(Array.from({ length: 20 }, (_, i) => i % 2 === 1));
  });
});
