import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../test/factories';
import { useTestApp } from '../../test/use-test-app';

/**
 * POST file-entries over a real socket, as a browser or an API client sends it: one kept-alive
 * connection carries one upload after another.
 */
const t = useTestApp();
let origin: URL;
let token: string;
// One socket, reused: the second upload goes over the connection of the first.
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

interface Answer {
  status: number;
  body: { message?: string; fileEntry?: { name: string } };
}

function multipart(parts: { name: string; value: string | Buffer; filename?: string }[]) {
  const boundary = `----tonearm${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    const type = part.filename ? 'Content-Type: application/octet-stream\r\n' : '';
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), type: `multipart/form-data; boundary=${boundary}` };
}

function post(form: { body: Buffer; type: string }, timeoutMs = 5000): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      new URL('/api/v1/file-entries', origin),
      {
        method: 'POST',
        agent,
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': form.type,
          'content-length': String(form.body.length),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          clearTimeout(timer);
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString() || '{}') as Answer['body'],
          });
        });
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.end(form.body);
  });
}

beforeAll(async () => {
  const user = await buildUser(t, { permissions: [{ name: 'music.create' }] });
  token = (await t.services.auth.createAccessToken(user.id, 'uploads')).plainTextToken;
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  origin = new URL(`http://127.0.0.1:${port}`);
});
afterAll(() => {
  agent.destroy();
});

describe('POST file-entries on a kept-alive connection', () => {
  it('answers the next upload at once after refusing a file (it used to hang)', async () => {
    // Large enough that the refused file is still on the wire when the answer goes out.
    const refused = await post(
      multipart([{ name: 'file', filename: 'setup.exe', value: Buffer.alloc(4 * 1024 * 1024) }]),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('This file type is not allowed');

    const accepted = await post(
      multipart([{ name: 'file', filename: 'notes.txt', value: 'liner notes\n' }]),
    );
    expect(accepted.status).toBe(201);
    expect(accepted.body.fileEntry?.name).toBe('notes.txt');
  });

  it('answers the next upload after refusing a body declared above the maximum size', async () => {
    await t.services.settings.update({ 'uploads.max_size': 1024 });
    try {
      const refused = await post(
        multipart([{ name: 'file', filename: 'big.bin', value: Buffer.alloc(3 * 1024 * 1024) }]),
      );
      expect(refused.status).toBe(422);
      const accepted = await post(
        multipart([{ name: 'file', filename: 'small.txt', value: 'small\n' }]),
      );
      expect(accepted.status).toBe(201);
    } finally {
      await t.services.settings.update({ 'uploads.max_size': 2 * 1024 * 1024 * 1024 });
    }
  });
});
