/**
 * How the onboarding step actors (nominees, bank, e-mail) report a failed call: as the
 * `StepFailure` the step machines keep, so a screen shows the server's message or, when the
 * server said nothing (network failure, aborted request), the spec's default text.
 */
import type { StepFailure } from '../../../machines/onboarding/step-failure';
import { ApiRequestError, unwrap } from '../client';

export function stepFailureOf(error: unknown): StepFailure {
  if (error instanceof ApiRequestError) {
    const message = error.body?.message?.trim();
    return { code: error.body?.code ?? null, message: message ? message : null };
  }
  return { code: null, message: null };
}

/** Unwraps an openapi-fetch result, rejecting with a `StepFailure` instead of the request error. */
export async function callStep<T>(request: Promise<{ data?: T; error?: unknown; response: Response }>): Promise<T> {
  try {
    return unwrap(await request);
  } catch (error) {
    throw stepFailureOf(error);
  }
}
