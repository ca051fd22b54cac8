/**
 * 000 §8, 001 §8 "server message, else …": the `message` of a refused call's error body (the
 * app's ApiRequestError carries it as `body`), else the step's default text. A blank message,
 * or a failure that never reached the server (offline, a thrown TypeError), gets the default.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (typeof error === 'object' && error !== null && 'body' in error) {
    const body = (error as { body: unknown }).body;
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const { message } = body as { message: unknown };
      if (typeof message === 'string' && message.trim() !== '') return message;
    }
  }
  return fallback;
}
