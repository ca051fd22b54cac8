/**
 * Why an onboarding step's call failed, as the step machines keep it: the partner or service
 * code (e.g. '8009' for a password-protected statement, 001 §8) and the server's message. Either
 * is null when the server said nothing (network failure), so the screen falls back to the
 * spec's default text.
 */
export interface StepFailure {
  code: string | null;
  message: string | null;
}

/** Reads whatever a step actor rejected with; anything unexpected carries neither code nor message. */
export function toStepFailure(error: unknown): StepFailure {
  if (typeof error !== 'object' || error === null) return { code: null, message: null };
  const { code, message } = error as { code?: unknown; message?: unknown };
  return {
    code: typeof code === 'string' && code !== '' ? code : null,
    message: typeof message === 'string' && message.trim() !== '' ? message : null,
  };
}

/** The server's message, else the spec's default (001 §8 "message, else '…'"). */
export function failureText(failure: StepFailure | null, fallback: string): string {
  return failure?.message ?? fallback;
}
