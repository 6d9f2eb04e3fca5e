import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BOOTSTRAP_ELEMENT_ID } from '@tonearm/shared/bootstrap/bootstrap.schemas';
import { createTestApp, type TestApp } from './test-app';

export const MINIMAL_INDEX_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><title>Built title</title><!--app-head--></head>' +
  '<body><div id="root"></div><!--app-bootstrap--><script type="module" src="/assets/app.js"></script></body></html>';

export interface WebDist {
  dir: string;
  remove: () => void;
}

/** A stand-in for packages/web/dist: an index.html with the placeholders and one asset. */
export function createWebDist(): WebDist {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-web-'));
  const dir = path.join(root, 'dist');
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'index.html'), MINIMAL_INDEX_HTML);
  fs.writeFileSync(path.join(dir, 'assets', 'app.js'), 'console.log("tonearm");\n');
  // Outside the served folder: must never be reachable over HTTP.
  fs.writeFileSync(path.join(root, 'secret.txt'), 'not for the web');
  return { dir, remove: () => fs.rmSync(root, { recursive: true, force: true }) };
}

/** A test app serving pages from a fresh stand-in build; closing it removes the stand-in too. */
export async function createWebApp(env: Record<string, string> = {}): Promise<TestApp> {
  const dist = createWebDist();
  let t: TestApp;
  try {
    t = await createTestApp({ WEB_DIST_DIR: dist.dir, ...env });
  } catch (error) {
    dist.remove();
    throw error;
  }
  return {
    ...t,
    close: async () => {
      await t.close();
      dist.remove();
    },
  };
}

/** The bootstrap data inlined in a rendered page, parsed. */
export function readInlinedBootstrap(html: string): unknown {
  const match = new RegExp(
    `<script id="${BOOTSTRAP_ELEMENT_ID}" type="application/json">([\\s\\S]*?)</script>`,
  ).exec(html);
  if (!match) throw new Error('The page has no inlined bootstrap data');
  return JSON.parse(match[1]!) as unknown;
}
