import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A page of another site (a blog) that embeds our players, served by the test on the other
 * loopback name: Chromium's local-network checks refuse a loopback iframe in a page that did not
 * come from a local server, and the other name makes the iframes cross-site as on a real blog.
 */
export async function serveHostPage(body: string, ourHost: string) {
  const server = http.createServer((_request, response) => {
    response.setHeader('Content-Type', 'text/html');
    response.end(`<!doctype html><title>A blog</title>${body}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const hostName = ourHost === 'localhost' ? '127.0.0.1' : 'localhost';
  return {
    url: `http://${hostName}:${(server.address() as AddressInfo).port}/post`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
