/**
 * Tokens from the identity provider as the app's Session: the ID-token payload is the
 * session `user` (000 §3: name, email, phone_number, custom:user_signup_status, exp, iat)
 * and the access token's `exp` says when the session must be refreshed. Tokens are only
 * decoded here; the API server is the one that verifies signatures.
 */
import * as v from 'valibot';
import type { Session, SessionUser } from '../../../machines/session.machine';

/** The session user's claims (000 §3); the session store checks a stored user against the same entries. */
export const USER_PAYLOAD_ENTRIES = {
  email: v.string(),
  name: v.optional(v.string()),
  phone_number: v.optional(v.string()),
  'custom:user_signup_status': v.optional(v.string()),
  exp: v.number(),
  iat: v.number(),
};

const IdPayload = v.looseObject(USER_PAYLOAD_ENTRIES);

const AccessPayload = v.looseObject({ exp: v.number() });

/** The payload of a JWT, unverified. Throws on anything that is not a JWT with a JSON payload. */
export function decodeJwtPayload(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) throw new Error('Not a JWT');
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
  const bytes = Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(bytes));
}

/** The user as the session keeps it: only the claims of 000 §3. */
export function userFromIdToken(idToken: string): SessionUser {
  const claims = v.parse(IdPayload, decodeJwtPayload(idToken));
  return {
    email: claims.email,
    name: claims.name,
    phone_number: claims.phone_number,
    'custom:user_signup_status': claims['custom:user_signup_status'],
    exp: claims.exp,
    iat: claims.iat,
  };
}

export function accessTokenExpiry(accessToken: string): number {
  return v.parse(AccessPayload, decodeJwtPayload(accessToken)).exp;
}

export function sessionFromTokens(tokens: { idToken: string; accessToken: string; refreshToken: string }): Session {
  return {
    idToken: tokens.idToken,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    expiresAt: accessTokenExpiry(tokens.accessToken),
    user: userFromIdToken(tokens.idToken),
  };
}
