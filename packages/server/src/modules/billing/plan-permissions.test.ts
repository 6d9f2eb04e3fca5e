import { describe, expect, it } from 'vitest';
import { mergeMostGenerous } from '../roles/roles.service';

describe("a plan's grants merged with the user's own (the most generous wins)", () => {
  it('adds a permission only the plan grants, with its limits', () => {
    expect(
      mergeMostGenerous(
        [{ name: 'music.view', restrictions: [] }],
        [{ name: 'music.create', restrictions: [{ name: 'tracks', value: 50 }] }],
      ),
    ).toEqual([
      { name: 'music.view', restrictions: [] },
      { name: 'music.create', restrictions: [{ name: 'tracks', value: 50 }] },
    ]);
  });

  it('keeps the larger of two limits, and no limit beats any limit', () => {
    expect(
      mergeMostGenerous(
        [
          {
            name: 'music.create',
            restrictions: [
              { name: 'count', value: 10 },
              { name: 'tracks', value: 5 },
            ],
          },
        ],
        [{ name: 'music.create', restrictions: [{ name: 'count', value: 100 }] }],
      ),
    ).toEqual([{ name: 'music.create', restrictions: [{ name: 'count', value: 100 }] }]);
    expect(
      mergeMostGenerous(
        [{ name: 'music.view', restrictions: [{ name: 'playlists', value: 3 }] }],
        [{ name: 'music.view', restrictions: [{ name: 'playlists', value: null }] }],
      ),
    ).toEqual([{ name: 'music.view', restrictions: [] }]);
  });

  it('never lowers what the user already holds', () => {
    expect(
      mergeMostGenerous(
        [{ name: 'music.create', restrictions: [] }],
        [{ name: 'music.create', restrictions: [{ name: 'tracks', value: 1 }] }],
      ),
    ).toEqual([{ name: 'music.create', restrictions: [] }]);
    expect(
      mergeMostGenerous(
        [{ name: 'music.create', restrictions: [{ name: 'tracks', value: 20 }] }],
        [{ name: 'music.create', restrictions: [{ name: 'tracks', value: 1 }] }],
      ),
    ).toEqual([{ name: 'music.create', restrictions: [{ name: 'tracks', value: 20 }] }]);
  });
});
