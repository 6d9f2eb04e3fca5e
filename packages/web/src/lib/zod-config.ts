import { config } from 'zod/v4/core';

// Our Content-Security-Policy forbids eval; without this zod probes `new Function` and the
// browser reports a violation on every page. (zod's core only, so the first script does not
// carry all of zod: schemas load with the pages and forms that use them.)
config({ jitless: true });
