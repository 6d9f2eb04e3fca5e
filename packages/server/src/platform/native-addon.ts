import { createRequire } from 'node:module';
import { serverPath } from './server-root';

/**
 * One of the addons in packages/server/native (`sendfile`, `memory`), built by `npm install` on
 * Linux only; null where it is not built, and callers do without it.
 */
export function loadNativeAddon<Addon>(name: string): Addon | null {
  if (process.platform !== 'linux') return null;
  try {
    return createRequire(import.meta.url)(serverPath(`native/build/Release/${name}.node`)) as Addon;
  } catch {
    return null;
  }
}
