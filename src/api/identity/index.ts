export { IdentityError } from './identity-provider';
export { decodeJwtPayload } from './session-tokens';
