import type { FastifyReply } from 'fastify';

export interface ServerSentEvent {
  event: string;
  /** The `id:` field: what the browser sends back as Last-Event-ID when it reconnects. */
  id?: number | string;
  data: unknown;
}

/** One event in the text/event-stream format; `data` is JSON on a single line. */
export function formatEvent(event: ServerSentEvent): string {
  const id = event.id === undefined ? '' : `id: ${event.id}\n`;
  return `event: ${event.event}\n${id}data: ${JSON.stringify(event.data)}\n\n`;
}

export interface EventStream {
  send(event: ServerSentEvent): void;
  /** Ends the stream from the server's side (the app is closing). */
  end(): void;
  /** Resolves once the stream is over, whoever ended it. */
  readonly closed: Promise<void>;
}

/**
 * Turns a reply into a Server-Sent Events stream. The reply is hijacked, so no
 * hook or plugin (compression included) touches the body: each event leaves at once. The
 * headers already set on the reply (security headers) go along. `X-Accel-Buffering: no` keeps
 * nginx-like proxies from buffering; a comment every `pingSeconds` keeps idle connections open
 * through proxies that time them out.
 */
export function openEventStream(reply: FastifyReply, pingSeconds: number): EventStream {
  reply.hijack();
  const response = reply.raw;
  const headers: Record<string, string | string[] | number> = {};
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) headers[name] = value;
  }
  response.writeHead(200, {
    ...headers,
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  // The browser retries after this many milliseconds when the connection drops.
  response.write('retry: 3000\n\n');
  response.socket?.setNoDelay(true);

  let open = true;
  let settle!: () => void;
  const closed = new Promise<void>((resolve) => (settle = resolve));
  const ping = setInterval(() => {
    if (open) response.write(': ping\n\n');
  }, pingSeconds * 1000);
  ping.unref();
  const finish = () => {
    if (!open) return;
    open = false;
    clearInterval(ping);
    settle();
  };
  response.on('close', finish);
  response.on('error', finish);

  return {
    send(event) {
      if (open) response.write(formatEvent(event));
    },
    end() {
      if (open) response.end();
      finish();
    },
    closed,
  };
}

/**
 * Writes to `stream` only while `mayWrite` answers yes, asked before every event; the first no
 * ends the stream. Events leave in the order they were given, though the check waits; a check
 * that fails (the database is away) ends the stream too, and the client reconnects.
 */
export function guardedSender(
  stream: EventStream,
  mayWrite: () => Promise<boolean>,
): (event: ServerSentEvent) => void {
  let queue = Promise.resolve();
  return (event) => {
    queue = queue.then(async () => {
      const allowed = await mayWrite().catch(() => false);
      if (allowed) stream.send(event);
      else stream.end();
    });
  };
}
