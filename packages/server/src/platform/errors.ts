import { ERROR_CODES, type ErrorCode } from '@tonearm/shared/errors/error-codes';

/**
 * The few error types the server throws. Each has a stable id, an HTTP status and whether it
 * is worth reporting; one handler (http/error-handler.ts) turns them into responses.
 */
export class AppError extends Error {
  readonly id: ErrorCode;
  readonly status: number;
  readonly reportable: boolean;
  readonly headers: Record<string, string>;
  /** An action the client may show in its toast. */
  readonly action?: { label: string; action: string };

  constructor(
    id: ErrorCode,
    message?: string,
    options: {
      reportable?: boolean;
      headers?: Record<string, string>;
      action?: { label: string; action: string };
    } = {},
  ) {
    super(message ?? ERROR_CODES[id].message);
    this.name = 'AppError';
    this.id = id;
    this.status = ERROR_CODES[id].status;
    this.reportable = options.reportable ?? this.status >= 500;
    this.headers = options.headers ?? {};
    this.action = options.action;
  }
}

export class ValidationError extends AppError {
  readonly errors: Record<string, string[]>;

  constructor(errors: Record<string, string[]>, message?: string) {
    super('validation', message ?? Object.values(errors)[0]?.[0] ?? ERROR_CODES.validation.message);
    this.name = 'ValidationError';
    this.errors = errors;
  }

  static field(field: string, message: string): ValidationError {
    return new ValidationError({ [field]: [message] });
  }
}

export const unauthenticated = (message?: string) => new AppError('unauthenticated', message);
export const forbidden = (message?: string) => new AppError('forbidden', message);
export const notFound = (message?: string) => new AppError('notFound', message);

/** The row a lookup found, or a 404 when it found none. */
export function orNotFound<T>(row: T | null | undefined, message?: string): T {
  if (!row) throw notFound(message);
  return row;
}
