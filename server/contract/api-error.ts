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

/** Addresses are written to access logs (a load balancer's, a proxy's), so a one-time code never travels in one. */
export const CODE_IN_ADDRESS =
  'The OTP must be sent in the request body, never in the address: addresses are kept in access logs.';

/** An `otp` query parameter on an operation that does not declare one (every code but the nominees' travels in a body). */
export const codeInAddress = () =>
  new ApiError(400, 'OTP_IN_ADDRESS', CODE_IN_ADDRESS, [{ field: 'query.otp', message: 'must not be sent' }]);
