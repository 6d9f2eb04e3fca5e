import { describe, expect, it } from 'vitest';
import { slugify, userProfilePath } from './slugify';
import { slugify as catalogAdminSlugify } from '../catalog-admin/catalog-admin.schemas';

describe('slugify', () => {
  it('lowercases and joins words with "-"', () => {
    expect(slugify('Kind Of Blue')).toBe('kind-of-blue');
  });

  it('folds accents to plain letters', () => {
    expect(slugify('Beyoncé Knowles')).toBe('beyonce-knowles');
    expect(slugify('Sigur Rós – Ágúst')).toBe('sigur-ros-agust');
  });

  it('drops apostrophes instead of splitting on them', () => {
    expect(slugify("Guns N' Roses")).toBe('guns-n-roses');
    expect(slugify('Don’t Stop')).toBe('dont-stop');
  });

  it('spells out ampersands', () => {
    expect(slugify('Simon & Garfunkel')).toBe('simon-and-garfunkel');
  });

  it('collapses runs of punctuation and trims separators from the ends', () => {
    expect(slugify('  --Hello,   World!!--  ')).toBe('hello-world');
  });

  it('keeps letters of other scripts and digits', () => {
    expect(slugify('坂本 龍一 1978')).toBe('坂本-龍一-1978');
  });

  it('gives an empty slug for text with no letters or digits', () => {
    expect(slugify('!!!')).toBe('');
  });
});

describe('userProfilePath', () => {
  it('builds /user/{id}/{slugified name}', () => {
    expect(userProfilePath({ id: 12, name: 'Nina Simone' })).toBe('/user/12/nina-simone');
  });

  it('leaves the slug out when the name has none', () => {
    expect(userProfilePath({ id: 12, name: '???' })).toBe('/user/12');
  });
});

describe('one slug rule', () => {
  it('is the rule the catalog admin fills channel slugs with', () => {
    // The catalog admin once had a rule of its own that dropped "&", split on "’" and dropped
    // other scripts ("Rock & Roll" gave rock-roll, "Don’t" gave don-t, "坂本 1978" gave 1978).
    expect(catalogAdminSlugify).toBe(slugify);
    expect(catalogAdminSlugify('Rock & Roll')).toBe('rock-and-roll');
  });
});
