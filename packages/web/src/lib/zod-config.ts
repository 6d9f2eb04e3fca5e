import { z } from 'zod';

// Our Content-Security-Policy forbids eval; without this zod probes `new Function` and the
// browser reports a violation on every page.
z.config({ jitless: true });
