/**
 * 000 §8, 001 §8 "server message, else …": the `message` of a refused call's error body (the
 * app's ApiRequestError carries it as `body`), else the step's default text. A blank message,
 * or a failure that never reached the server (offline, a thrown TypeError), gets the default.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  const message = bodyField(error, 'message');
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

/** The `code` of a refused call's error body (e.g. 'OTP_INVALID'), or null when there is none. */
export function serverCodeOf(error: unknown): string | null {
  const code = bodyField(error, 'code');
  return typeof code === 'string' ? code : null;
}

function bodyField(error: unknown, field: 'message' | 'code'): unknown {
  if (typeof error !== 'object' || error === null || !('body' in error)) return undefined;
  const body = (error as { body: unknown }).body;
  return typeof body === 'object' && body !== null && field in body
    ? (body as Record<string, unknown>)[field]
    : undefined;
}
