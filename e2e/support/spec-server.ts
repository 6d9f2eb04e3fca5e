import { test } from '@playwright/test';
import { startDedicatedServer, type DedicatedServer } from './dedicated-server';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';

/** A spec's own server, read inside its tests; `at` turns a path into a URL on it. */
export interface SpecServer extends DedicatedServer {
  at: (path: string) => string;
}

type ServerEnv = Record<string, string>;

/**
 * Starts the server before the spec's tests and stops it after them. The handle exists at once,
 * so the spec can keep it in a constant; the server behind it exists only while tests run.
 */
function serverForSpec(makeEnv: () => Promise<ServerEnv>): SpecServer {
  let started: DedicatedServer | undefined;
  test.beforeAll(async () => {
    // A server start seeds a database: give a busy machine more than the default minute.
    test.setTimeout(120_000);
    started = await startDedicatedServer(await makeEnv());
  });
  test.afterAll(async () => {
    await started?.stop();
  });
  const current = (): DedicatedServer => {
    if (!started) throw new Error('The spec server is used before its beforeAll hook ran');
    return started;
  };
  return {
    get url() {
      return current().url;
    },
    get db() {
      return current().db;
    },
    setSetting: (name, value) => current().setSetting(name, value),
    getSetting: (name) => current().getSetting(name),
    stop: () => current().stop(),
    at: (path) => `${current().url}${path}`,
  };
}

/** A server of the calling spec's own, with `env` on top of the e2e defaults. */
export function useDedicatedServer(env: ServerEnv = {}): SpecServer {
  return serverForSpec(async () => env);
}

/** A server of the spec's own that sends real mail to an SMTP inbox the spec can read. */
export function useDedicatedServerWithInbox(env: ServerEnv = {}): {
  server: SpecServer;
  inbox: SmtpInbox;
} {
  let started: SmtpInbox | undefined;
  const current = (): SmtpInbox => {
    if (!started) throw new Error('The spec inbox is used before its beforeAll hook ran');
    return started;
  };
  const server = serverForSpec(async () => {
    started = await startSmtpInbox();
    return { MAIL_URL: `smtp://127.0.0.1:${started.port}`, ...env };
  });
  test.afterAll(async () => {
    await started?.close();
  });
  const inbox: SmtpInbox = {
    get port() {
      return current().port;
    },
    waitForMail: (to, since) => current().waitForMail(to, since),
    close: () => current().close(),
  };
  return { server, inbox };
}
