import type { Track } from '@tonearm/shared/catalog/catalog.schemas';
import { seedDemoCatalog } from '../seed/demo/demo-catalog';
import { createTestApp, type TestApp } from './test-app';

/** The real app with the demo catalog seeded (very short songs, so suites stay fast). */
export async function createCatalogTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const t = await createTestApp(env);
  try {
    await seedDemoCatalog(t.services, t.config, { seconds: () => 1 });
  } catch (error) {
    await t.close();
    throw error;
  }
  return t;
}

/** A demo track by name, through the public API shapes. */
export async function demoTrack(t: TestApp, name: string): Promise<Track> {
  const { ids } = await t.services.search
    .ofType('tracks', name, { page: 1, perPage: 5 }, null)
    .then((page) => ({ ids: (page.data as Track[]).map((track) => track.id) }));
  const tracks = await t.services.catalog.tracks(ids, null);
  const track = tracks.find((candidate) => candidate.name === name);
  if (!track) throw new Error(`No demo track named ${name}`);
  return track;
}
