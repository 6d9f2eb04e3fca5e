import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import os from 'node:os';
import { loadNativeAddon } from '../native-addon';

interface NativeSendfile {
  /** Sends from libuv's thread pool as the socket drains; calls back once, never synchronously. */
  start(
    socketFd: number,
    head: Buffer,
    fileFd: number,
    offset: number,
    length: number,
    callback: (errno: number, sent: number) => void,
  ): object;
  cancel(handle: object): void;
}

/** Without the addon, callers stream through Node. */
const native = loadNativeAddon<NativeSendfile>('sendfile');

export const sendfileAvailable = native !== null;

const ERRNO_NAMES = new Map(Object.entries(os.constants.errno).map(([name, code]) => [code, name]));

export class SendfileError extends Error {
  constructor(
    readonly code: string,
    readonly sent: number,
  ) {
    super(`sendfile failed: ${code} after ${sent} bytes`);
  }
}

/**
 * The descriptor of a plain TCP connection, or null: a TLS socket encrypts in user space (the
 * kernel must not see plaintext), and an HTTP/2 stream shares its connection.
 */
export function plainSocketFd(socket: Socket | null | undefined): number | null {
  if (!native || !socket || socket.destroyed || 'encrypted' in socket) return null;
  const fd = (socket as unknown as { _handle?: { fd?: unknown } })._handle?.fd;
  return typeof fd === 'number' && fd >= 0 ? fd : null;
}

/**
 * Sends `head` (the response head, possibly empty), then `length` bytes of the file from
 * `offset`, to the socket without copying the file through user space: sendfile(2) in libuv's
 * thread pool, with the head flagged MSG_MORE so both leave in one segment, as nginx does with
 * tcp_nopush. Nothing else may write to the socket meanwhile. The file descriptor must stay open
 * until the promise settles; if the socket closes first, the transfer stops and the promise
 * rejects (ECANCELED).
 */
export async function sendFile(
  socket: Socket,
  socketFd: number,
  head: Buffer,
  file: { fd: number; offset: number; length: number },
): Promise<void> {
  if (!native) throw new Error('sendfile is not available');
  const addon = native;
  await new Promise<void>((resolve, reject) => {
    let settled = false;
    const handle = addon.start(socketFd, head, file.fd, file.offset, file.length, (errno, sent) => {
      settled = true;
      socket.off('close', onClose);
      if (errno === 0) resolve();
      else reject(new SendfileError(errnoName(errno), sent));
    });
    // The callback is never synchronous, so the handle is live here and until it runs.
    const onClose = () => {
      if (!settled) addon.cancel(handle);
    };
    socket.once('close', onClose);
  });
}

function errnoName(errno: number): string {
  return ERRNO_NAMES.get(errno) ?? `errno ${errno}`;
}

/**
 * The socket of a response once Node hands it over, or null if the connection closes first. A
 * response queued behind an unfinished one on its connection (HTTP pipelining, or a client
 * sending its next request before the last transfer has ended) has none until that one ends.
 */
export function responseSocket(response: ServerResponse): Promise<Socket | null> {
  if (response.socket) return Promise.resolve(response.socket);
  // A queued response gets no 'close' of its own when the connection goes: watch the connection.
  const connection = response.req.socket;
  if (connection.destroyed) return Promise.resolve(null);
  return new Promise((resolve) => {
    const onSocket = (socket: Socket) => {
      connection.off('close', onClose);
      resolve(socket);
    };
    const onClose = () => {
      response.off('socket', onSocket);
      resolve(null);
    };
    response.once('socket', onSocket);
    connection.once('close', onClose);
  });
}

interface ResponseHeadState {
  _header: string | null;
  _headerSent: boolean;
}

/**
 * The head `writeHead` built, for the caller to send itself; Node then counts it as sent and
 * writes no head of its own (its `end()` adds nothing to a response with a Content-Length).
 * Null where Node keeps the head differently: the caller then lets Node write the response.
 */
export function takeResponseHead(response: ServerResponse): Buffer | null {
  const state = response as unknown as ResponseHeadState;
  if (typeof state._header !== 'string' || state._headerSent !== false) return null;
  state._headerSent = true;
  return Buffer.from(state._header, 'latin1');
}
