/** The order area's refusals, as the contract's error bodies (409 CONFLICT, 422 business rules). */
import { ApiError } from '../contract/api-error';

/** The account or the order is not in a state that allows the request (000 §6 opening rules, a paid order). */
export const conflict = (message: string, code = 'CONFLICT') => new ApiError(409, code, message);

/** A business rule refused the request: amount limits, a scheme closed for purchase, a wrong code. */
export const unprocessable = (code: string, message: string, field?: string) =>
  new ApiError(422, code, message, field ? [{ field, message }] : undefined);
