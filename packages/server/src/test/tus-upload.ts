import type { AddressInfo } from 'node:net';
import { COOKIES, XSRF_HEADER } from '@tonearm/shared/constants';
import { Upload } from 'tus-js-client';
import type { TestApp, TestClient } from './test-app';

type UploadCallbacks = Partial<ConstructorParameters<typeof Upload>[1]>;

/**
 * Runs a tus-js-client upload of `body` to the app's tus endpoint over a real port, as `client`
 * (its session cookie and XSRF header), in chunks of `chunkSize`. `callbacks` settles the
 * answer: it gets the upload (once made) and the promise's resolve and reject.
 */
export async function runTusUpload<T>(
  t: TestApp,
  client: TestClient,
  body: Buffer,
  chunkSize: number,
  callbacks: (
    upload: () => Upload,
    resolve: (value: T) => void,
    reject: (error: unknown) => void,
  ) => UploadCallbacks,
): Promise<T> {
  // A suite's second upload goes to the port its first one opened.
  if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return new Promise<T>((resolve, reject) => {
    const upload: Upload = new Upload(body, {
      endpoint: `http://127.0.0.1:${port}/api/v1/tus/upload`,
      chunkSize,
      retryDelays: [],
      headers: {
        cookie: `${COOKIES.session}=${client.cookies[COOKIES.session]}; ${COOKIES.xsrf}=${client.cookies[COOKIES.xsrf]}`,
        [XSRF_HEADER]: decodeURIComponent(client.cookies[COOKIES.xsrf]!),
      },
      metadata: { name: 'take.bin', filetype: 'application/octet-stream', extension: 'bin' },
      ...callbacks(() => upload, resolve, reject),
    });
    upload.start();
  });
}

/** Uploads `body` through tus to the end; answers the upload's URL. */
export function finishedTusUpload(
  t: TestApp,
  client: TestClient,
  body: Buffer,
  chunkSize: number,
): Promise<string> {
  return runTusUpload<string>(t, client, body, chunkSize, (upload, resolve, reject) => ({
    onSuccess: () => resolve(upload().url!),
    onError: reject,
  }));
}
