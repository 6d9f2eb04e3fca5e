import type { BackstagePage } from './backstage-routes';

/** Upload and the track, album and artist editors (issue 15 §1, §2). */
export const BACKSTAGE_MUSIC_PAGES: BackstagePage[] = [
  {
    path: 'upload',
    permission: 'music.create',
    load: async () => (await import('./upload-route')).BackstageUploadRoute,
  },
];
