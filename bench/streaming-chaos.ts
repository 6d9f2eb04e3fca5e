// Streaming under listeners who leave: does every honest transfer still get its exact bytes, and
// does the server let go of every file it opened?
//   node --import tsx bench/streaming-chaos.ts [--seconds 8] [--clients 16]
// Rounds of `clients` connections at once against GET tracks/{id}/stream (a 32 MiB file): a
// quarter are honest listeners that read one random range (up to 4 MiB) to its end and compare
// it with the file (a transfer stalled for 5 s counts as failed); the rest pipeline 1-4 whole-file or range requests, some stop reading, and
// all hang up after 0-30 ms. It prints the honest transfers that came back short or wrong (the
// reference: 0), and the descriptors this process holds on the file once the app has closed
// (the reference: 0), and whether the app could close (every transfer ended). Not a speed figure: a check that runs in seconds.
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import { startStreamingApp } from './support/streaming-app';
import { numberArgs } from './support/number-args';

const { seconds, clients } = numberArgs({ seconds: '8', clients: '16' });
const size = 32 * 1024 * 1024;

/** Descriptors of this process open on `file`. */
function descriptorsOn(file: string): number {
  return fs.readdirSync('/proc/self/fd').filter((fd) => {
    try {
      // The folder is gone by then: the link reads "<file> (deleted)".
      return fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(file);
    } catch {
      return false;
    }
  }).length;
}

function randomRange(maxLength: number): { start: number; end: number } {
  const start = Math.floor(Math.random() * size);
  return { start, end: Math.min(size - 1, start + Math.floor(Math.random() * maxLength)) };
}

/** One listener who reads a range to its end: whether the bytes are exactly the file's. */
function honest(url: string, content: Buffer): Promise<boolean> {
  const { start, end } = randomRange(4e6);
  return new Promise((resolve) => {
    const request = http.get(url, { agent: false, headers: { range: `bytes=${start}-${end}` } });
    // A transfer that stalls counts as failed rather than hanging the run.
    request.setTimeout(5000, () => {
      request.destroy();
      resolve(false);
    });
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve(
          response.statusCode === 206 &&
            Buffer.concat(chunks).equals(content.subarray(start, end + 1)),
        ),
      );
      response.on('error', () => resolve(false));
    });
    request.on('error', () => resolve(false));
  });
}

/** One listener who pipelines a few requests and hangs up early. */
function rude(port: number, path: string): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      const requests = Array.from({ length: 1 + Math.floor(Math.random() * 4) }, () => {
        const { start, end } = randomRange(4e6);
        const range = Math.random() < 0.5 ? `Range: bytes=${start}-${end}\r\n` : '';
        return `GET ${path} HTTP/1.1\r\nHost: bench\r\n${range}\r\n`;
      });
      socket.write(requests.join(''));
      if (Math.random() < 0.3) socket.pause();
      setTimeout(() => socket.destroy(), Math.random() * 30);
    });
    socket.on('data', () => {});
    socket.on('error', () => {});
    socket.on('close', () => resolve());
  });
}

async function main(): Promise<void> {
  const server = await startStreamingApp({ size });
  const file = `${server.uploads}/${server.key}`;
  const path = new URL(server.streamUrl).pathname;
  const counts = { rude: 0, honest: 0, honestFailed: 0 };
  const deadline = Date.now() + seconds * 1000;
  let closed = false;
  try {
    while (Date.now() < deadline) {
      await Promise.all(
        Array.from({ length: clients }, async (_, index) => {
          if (index % 4 === 0) {
            counts.honest += 1;
            if (!(await honest(server.streamUrl, server.content))) counts.honestFailed += 1;
          } else {
            counts.rude += 1;
            await rude(server.port, path);
          }
        }),
      );
    }
  } finally {
    // A transfer that never ends keeps its connection, and closing waits for it.
    closed = await Promise.race([
      server.close().then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5000)),
    ]);
  }
  // The app closed its store: whatever still points at the file was leaked.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const leaked = descriptorsOn(file);
  console.log(
    `\n${counts.rude} listeners who left early, ${counts.honest} honest transfers in ${seconds}s`,
  );
  console.log('check                              | Tonearm | reference');
  console.log(
    `honest transfers short or wrong     | ${String(counts.honestFailed).padStart(7)} | 0`,
  );
  console.log(`descriptors left open on the file   | ${String(leaked).padStart(7)} | 0`);
  console.log(`app closed within 5 s               | ${String(closed).padStart(7)} | true`);
  process.exit(counts.honestFailed > 0 || leaked > 0 || !closed ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
