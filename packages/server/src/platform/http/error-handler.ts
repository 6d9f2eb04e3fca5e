import { ERROR_CODES } from '@tonearm/shared/errors/error-codes';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError, ValidationError } from '../errors';
import type { ErrorLog } from '../logging/error-log';
import { buildDebugTrace } from './debug-trace';

/** zod issues as `{field: [messages]}`; nested paths join with dots (`items.0.name`). */
export function zodFieldErrors(error: ZodError): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'general';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}

/**
 * busboy (the parser under @fastify/multipart 10.1 / @fastify/busboy 3.2) reports a malformed
 * body — no boundary, a boundary over 256 characters, a body cut off mid-part, a broken part
 * header — with plain `Error`s that carry no status. On a multipart request, an error raised
 * from busboy's own code is the client's body, never ours.
 */
export function isMultipartParseError(error: unknown, request: FastifyRequest): boolean {
  if (!(error instanceof Error)) return false;
  const contentType = String(request.headers['content-type'] ?? '').toLowerCase();
  if (!contentType.startsWith('multipart/')) return false;
  return (
    /[\\/]@fastify[\\/]busboy[\\/]/.test(error.stack ?? '') ||
    /multipart|boundary/i.test(error.message)
  );
}

function isFastifyClientError(error: unknown): error is FastifyError {
  const status = (error as FastifyError | undefined)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * The error shapes, and the one place unknown errors become a logged 500. A debug
 * trace travels only when APP_DEBUG is on.
 */
export function registerErrorHandler(
  app: FastifyInstance,
  options: { debug: boolean; errorLog: ErrorLog },
): void {
  app.setErrorHandler((rawError: unknown, request: FastifyRequest, reply: FastifyReply) => {
    let error = rawError;
    if (error instanceof ZodError) error = new ValidationError(zodFieldErrors(error));
    const fastifyError = error as FastifyError;
    if (fastifyError?.validation) {
      const errors: Record<string, string[]> = {};
      for (const issue of fastifyError.validation) {
        const field =
          issue.instancePath.replace(/^\//, '').replaceAll('/', '.') ||
          (typeof issue.params?.missingProperty === 'string'
            ? issue.params.missingProperty
            : 'general');
        (errors[field] ??= []).push(issue.message ?? 'Invalid value.');
      }
      error = new ValidationError(errors);
    }

    if (error instanceof ValidationError) {
      return reply.status(422).send({ message: error.message, errors: error.errors });
    }
    if (error instanceof AppError && !error.reportable) {
      for (const [name, value] of Object.entries(error.headers)) reply.header(name, value);
      return reply
        .status(error.status)
        .send({ message: error.message, ...(error.action ? { action: error.action } : {}) });
    }
    if (isMultipartParseError(error, request)) {
      return reply.status(400).send({ message: 'The multipart body is malformed.' });
    }
    if (isFastifyClientError(error)) {
      // Malformed JSON, an unsupported content type, a body too large: the client's fault.
      return reply.status(fastifyError.statusCode!).send({ message: fastifyError.message });
    }

    const cause = error instanceof Error ? error : new Error(String(error));
    request.log.error({ err: cause }, 'unhandled error');
    options.errorLog.record(
      {
        time: new Date().toISOString(),
        exception: cause.name || 'Error',
        message: cause.message,
        stack: cause.stack,
        method: request.method,
        url: request.url,
        userId: request.auth?.user?.id ?? null,
      },
      cause,
    );
    if (!options.debug) return reply.status(500).send({ message: ERROR_CODES.internal.message });
    return reply.status(500).send({ message: cause.message, ...buildDebugTrace(cause) });
  });
}
