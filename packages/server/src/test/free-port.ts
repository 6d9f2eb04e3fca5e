import net from 'node:net';

/**
 * A port nobody on 127.0.0.1 listens on now, so parallel suites, e2e servers and the
 * emulators they start never take each other's.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}
