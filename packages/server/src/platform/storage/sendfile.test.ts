import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  plainSocketFd,
  responseSocket,
  sendFile,
  SendfileError,
  sendfileAvailable,
  takeResponseHead,
} from './sendfile';
import { requestOverConnection } from '../../test/request-over-connection';

/** Resolves with what the server handler's transfer ended with. */
type Outcome = { error: unknown } | { error: null };

describe.runIf(process.platform === 'linux')('sendfile', () => {
  let dir: string;
  let file: string;
  let fd: number;
  let content: Buffer;
  let server: http.Server;
  let port: number;
  let outcomes: Promise<Outcome>[];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tonearm-sendfile-'));
    file = path.join(dir, 'audio.bin');
    // Larger than any loopback socket buffer, so a reader that stops makes the sender wait.
    content = crypto.randomBytes(48 * 1024 * 1024);
    fs.writeFileSync(file, content);
    fd = fs.openSync(file, 'r');
    outcomes = [];
    // The same steps as the stream route: a head from writeHead, then sendfile, then end().
    server = http.createServer((request, response) => {
      const match = /^bytes=(\d+)-(\d+)$/.exec(request.headers.range ?? '');
      const start = match ? Number(match[1]) : 0;
      const end = match ? Number(match[2]) : content.length - 1;
      response.writeHead(match ? 206 : 200, {
        'content-type': 'application/octet-stream',
        'content-length': end - start + 1,
      });
      outcomes.push(
        responseSocket(response).then(async (socket) => {
          if (!socket) return { error: new Error('closed before its turn') };
          try {
            const head = takeResponseHead(response)!;
            await sendFile(socket, plainSocketFd(socket)!, head, {
              fd,
              offset: start,
              length: end - start + 1,
            });
            response.end();
            return { error: null };
          } catch (error) {
            socket.destroy();
            return { error };
          }
        }),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    fs.closeSync(fd);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** GETs over one keep-alive connection (an agent with a single socket). */
  async function get(agent: http.Agent, range?: string) {
    const answer = await requestOverConnection(`http://127.0.0.1:${port}/`, {
      agent,
      headers: range ? { range } : {},
    });
    return { status: answer.statusCode, headers: answer.headers, body: answer.rawPayload };
  }

  it('is built on Linux (npm install runs scripts/build-native.mjs)', () => {
    expect(sendfileAvailable).toBe(true);
  });

  it('sends the head and the exact bytes of ranges and of the whole file', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await get(agent, 'bytes=0-0');
      expect(first.status).toBe(206);
      expect(first.headers['content-length']).toBe('1');
      expect(first.body).toEqual(content.subarray(0, 1));

      const middle = await get(agent, 'bytes=1000000-2048575');
      expect(middle.body.equals(content.subarray(1000000, 2048576))).toBe(true);

      const last = await get(agent, `bytes=${content.length - 1}-${content.length - 1}`);
      expect(last.body).toEqual(content.subarray(content.length - 1));

      // 48 MiB does not fit the socket: the rest goes out as the socket drains.
      const whole = await get(agent);
      expect(whole.status).toBe(200);
      expect(whole.body.equals(content)).toBe(true);
      const results = await Promise.all(outcomes.splice(0));
      expect(results.map((result) => result.error)).toEqual([null, null, null, null]);
    } finally {
      agent.destroy();
    }
  });

  it('keeps one connection alive across many transfers', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<Socket>();
    agent.on('free', (socket: Socket) => sockets.add(socket));
    try {
      for (let i = 0; i < 20; i += 1) {
        const start = i * 65_536;
        const { body } = await get(agent, `bytes=${start}-${start + 65_535}`);
        expect(body.equals(content.subarray(start, start + 65_536))).toBe(true);
      }
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
      await Promise.all(outcomes.splice(0));
    }
  });

  /** A raw connection that asks for the file, then reads nothing for `pauseMs`. */
  async function pausedReader(extraHeaders: string, pauseMs: number): Promise<net.Socket> {
    const client = net.connect(port, '127.0.0.1');
    await new Promise((resolve) => client.once('connect', resolve));
    client.write(`GET / HTTP/1.1\r\nHost: test\r\n${extraHeaders}\r\n`);
    client.pause();
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
    return client;
  }

  it('waits for a reader that pauses, then finishes', async () => {
    // The server fills the socket and must wait, not spin or fail.
    const client = await pausedReader('Connection: close\r\n', 300);
    const chunks: Buffer[] = [];
    client.on('data', (chunk: Buffer) => chunks.push(chunk));
    client.resume();
    await new Promise((resolve) => client.once('end', resolve));
    const raw = Buffer.concat(chunks);
    const bodyStart = raw.indexOf('\r\n\r\n') + 4;
    expect(raw.subarray(0, 15).toString()).toBe('HTTP/1.1 200 OK');
    expect(raw.subarray(bodyStart).equals(content)).toBe(true);
    const [outcome] = await Promise.all(outcomes.splice(0));
    expect(outcome!.error).toBeNull();
  });

  it('stops when the reader goes away mid-transfer', async () => {
    const client = await pausedReader('', 200);
    client.destroy();
    const [outcome] = await Promise.all(outcomes.splice(0));
    expect(outcome!.error).toBeInstanceOf(SendfileError);
    expect(['ECANCELED', 'EPIPE', 'ECONNRESET']).toContain((outcome!.error as SendfileError).code);
    expect((outcome!.error as SendfileError).sent).toBeLessThan(content.length);
  });

  it("takes Node's response head once", () => {
    const response = new http.ServerResponse(new http.IncomingMessage(new net.Socket()));
    response.writeHead(206, { 'content-length': 10 });
    const head = takeResponseHead(response)?.toString('latin1');
    expect(head).toMatch(/^HTTP\/1\.1 206 Partial Content\r\n/);
    expect(head).toMatch(/\r\ncontent-length: 10\r\n/);
    expect(head).toMatch(/\r\n\r\n$/);
    expect(response.headersSent).toBe(true);
    expect(takeResponseHead(response)).toBeNull();
  });

  it('refuses sockets it must not bypass', () => {
    expect(plainSocketFd(null)).toBeNull();
    expect(plainSocketFd(new net.Socket())).toBeNull();
    // A TLS socket encrypts in user space: the kernel must never see its plaintext.
    const tlsLike = Object.assign(new net.Socket(), { encrypted: true });
    expect(plainSocketFd(tlsLike)).toBeNull();
  });
});
