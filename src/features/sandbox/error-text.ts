import { ApiRequestError } from '../../api/client';

/**
 * The server's message for a failed call, with its field errors joined as 'field message'
 * (000 §8), e.g. "Request is not valid: body.to must be later than the current sandbox time …".
 */
export function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const fields = (error.body?.errors ?? []).map(({ field, message }) => `${field} ${message}`);
    return fields.length > 0 ? `${error.message}: ${fields.join('; ')}` : error.message;
  }
  return error instanceof Error ? error.message : String(error);
}
