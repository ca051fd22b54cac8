/** Errors handlers throw on purpose; the app's error handler turns them into the contract's error body. */
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { FieldError } from './errors';

export class ApiError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toBody(): { code: string; message: string; errors?: FieldError[] } {
    return this.errors
      ? { code: this.code, message: this.message, errors: this.errors }
      : { code: this.code, message: this.message };
  }
}

export const notFound = (message: string) => new ApiError(404, 'NOT_FOUND', message);

export const validationFailed = (errors: FieldError[], message = 'Request is not valid') =>
  new ApiError(400, 'VALIDATION_FAILED', message, errors);
