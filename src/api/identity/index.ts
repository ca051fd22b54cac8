export { createCognitoIdentityProvider, toIndianPhoneNumber } from './cognito-identity-provider';
export { identityActors } from './identity-actors';
export {
  challengeErrors,
  IdentityError,
  type IdentityErrorCode,
  type IdentityProvider,
  normaliseIdentityError,
} from './identity-provider';
export { createLazyIdentityProvider } from './lazy-identity-provider';
export { accessTokenExpiry, decodeJwtPayload, sessionFromTokens, userFromIdToken } from './session-tokens';
