import http from 'node:http';

export interface ConnectionAnswer {
  statusCode: number;
  headers: http.IncomingHttpHeaders;
  rawPayload: Buffer;
}

/**
 * Sends one request over a real socket and reads the whole answer. Injected requests have no
 * socket, so only this way takes the paths that need one (sendfile, a kept-alive connection
 * shared through `options.agent`).
 */
export function requestOverConnection(
  url: string | URL,
  options: http.RequestOptions,
): Promise<ConnectionAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, options, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          statusCode: response.statusCode!,
          headers: response.headers,
          rawPayload: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    });
    request.on('error', reject).end();
  });
}
