import { describe, expect, it } from 'vitest';
import { readProfile } from './social-auth.providers';

describe('readProfile', () => {
  it('reads OpenID Connect claims, keeping an explicitly unverified email unverified', () => {
    expect(
      readProfile('google', {
        sub: '1234',
        email: 'ada@example.com',
        email_verified: false,
        name: 'Ada Lovelace',
        given_name: 'Ada',
        family_name: 'Lovelace',
        picture: 'https://lh3.example.com/a.png',
      }),
    ).toEqual({
      id: '1234',
      email: 'ada@example.com',
      emailVerified: false,
      name: 'Ada Lovelace',
      firstName: 'Ada',
      lastName: 'Lovelace',
      avatar: 'https://lh3.example.com/a.png',
      username: 'ada@example.com',
    });
  });

  it('reads the Graph API, X API v2 and Envato answers', () => {
    expect(
      readProfile('facebook', {
        id: 42,
        name: 'Grace Hopper',
        email: 'grace@example.com',
        picture: { data: { url: 'https://fb.example.com/g.jpg' } },
      }),
    ).toMatchObject({
      id: '42',
      email: 'grace@example.com',
      avatar: 'https://fb.example.com/g.jpg',
    });
    expect(
      readProfile('twitter', {
        data: {
          id: '99',
          name: 'Linus',
          username: 'linus',
          profile_image_url: 'https://pbs.example.com/l.jpg',
          confirmed_email: 'linus@example.com',
        },
      }),
    ).toMatchObject({ id: '99', username: 'linus', email: 'linus@example.com' });
    expect(
      readProfile('envato', {
        account: {
          firstname: 'Mary',
          surname: 'Shelley',
          image: 'https://envato.example.com/m.png',
        },
        username: 'mshelley',
        email: 'mary@example.com',
      }),
    ).toMatchObject({ id: 'mshelley', name: 'Mary Shelley', email: 'mary@example.com' });
  });

  it('finds no account in an answer without an id', () => {
    expect(readProfile('google', { email: 'x@example.com' })).toBeNull();
    expect(readProfile('twitter', { errors: [] })).toBeNull();
    expect(readProfile('envato', { account: {} })).toBeNull();
  });
});
