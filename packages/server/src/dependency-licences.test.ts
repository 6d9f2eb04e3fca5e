import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Tonearm is deployed and modified by others: nothing it ships may carry a licence that would
 * bind them to publish their changes (AGPL: ua-parser-js 2 did) or that the lockfile leaves
 * unknown. Development tools (`dev` in the lockfile) are not shipped and are not checked.
 */
const COPYLEFT = /\b(A?GPL|LGPL|MPL|EPL|CDDL|SSPL|EUPL|OSL|CPAL|CC-BY-SA)\b/i;

/**
 * Shipped packages under a weak (file-level) copyleft licence that were reviewed and are used
 * unmodified, with the reason next to each. Strong copyleft never goes here.
 */
const REVIEWED: Record<string, string> = {
  // MPL-2.0 binds only changes to its own files, which we never modify; it is the maintained
  // Web Push (VAPID, RFC 8291) implementation, which sends the browser notifications.
  'web-push': 'MPL-2.0, used unmodified (browser notifications)',
};

interface LockedPackage {
  version?: string;
  license?: string;
  dev?: boolean;
}

const lockfile = JSON.parse(
  fs.readFileSync(new URL('../../../package-lock.json', import.meta.url), 'utf8'),
) as { packages: Record<string, LockedPackage> };

/** "(MIT OR EUPL-1.1+)" lets us pick the permissive one; an AND or a lone copyleft does not. */
function forcesCopyleft(licence: string): boolean {
  const choices = licence.replace(/[()]/g, '').split(/\s+OR\s+/i);
  return choices.every((choice) => COPYLEFT.test(choice));
}

describe('licences of the shipped dependencies', () => {
  it('has no copyleft licence among production dependencies', () => {
    const shipped = Object.entries(lockfile.packages).filter(
      ([path, entry]) => path.includes('node_modules/') && !entry.dev,
    );
    expect(shipped.length).toBeGreaterThan(100);
    const copyleft = shipped
      .filter(([, entry]) => entry.license && forcesCopyleft(entry.license))
      .filter(([path]) => !(path.replace(/.*node_modules\//, '') in REVIEWED))
      .map(([path, entry]) => `${path}@${entry.version}: ${entry.license}`);
    expect(copyleft).toEqual([]);
  });
});
