/**
 * The bearer-token check in front of every secured user-service operation: the access token
 * must be signed by the pool (its JWKS, fetched once and cached), issued by it, unexpired on
 * the sandbox clock, an access token, and for our app client. The user is found by the
 * token's `sub`, or recorded from the pool on first sight (never in place of another user's row
 * with the same e-mail). A refused request never reaches a handler and writes nothing.
 * A token's verified claims are kept until it expires (./verified-tokens.ts); the user's row is
 * read on every request, so a change to it (a new signup status, a deleted account) counts on the
 * next one whichever instance made it.
 */
import type { MiddlewareHandler } from 'hono';
import { createRemoteJWKSet, errors, type JWTPayload, jwtVerify } from 'jose';
import type { Clock } from '../clock';
import { ApiError } from '../contract/api-error';
import type { Identity } from './identity';
import { isUserNotFound } from './identity-api';
import { EmailTakenError, type UserDirectory, type UserRow } from './users';
import { VerifiedTokens } from './verified-tokens';

declare module 'hono' {
  interface ContextVariableMap {
    /** The signed-in investor; set by `authenticate` on every secured operation. */
    user: UserRow;
  }
}

const unauthorized = (message: string) => new ApiError(401, 'UNAUTHORIZED', message);

interface AccessClaims extends JWTPayload {
  token_use?: unknown;
  client_id?: unknown;
  username?: unknown;
}

interface AuthenticateDeps {
  identity: Identity;
  users: UserDirectory;
  clock: Clock;
  /** How many verified tokens to keep; the default covers many more investors than one server serves at once. */
  verifiedTokenLimit?: number;
}

export function createAuthenticate({
  identity,
  users,
  clock,
  verifiedTokenLimit = 10_000,
}: AuthenticateDeps): MiddlewareHandler {
  const keys = createRemoteJWKSet(new URL(identity.jwksUrl));
  const verified = new VerifiedTokens<AccessClaims>(verifiedTokenLimit);

  const verify = async (token: string): Promise<AccessClaims> => {
    const now = clock.now();
    const kept = verified.get(token, now);
    if (kept) return kept;
    try {
      const { payload } = await jwtVerify<AccessClaims>(token, keys, {
        issuer: identity.issuer,
        algorithms: ['RS256'],
        currentDate: now,
      });
      verified.remember(token, payload);
      return payload;
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw unauthorized('The access token has expired. Please sign in again.');
      // The pool's keys could not be read: our failure, not the caller's, so not a 401 that signs them out.
      if (error instanceof errors.JWKSTimeout) throw error;
      if (error instanceof errors.JOSEError) throw unauthorized('The access token is not valid. Please sign in again.');
      throw error;
    }
  };

  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) throw unauthorized('Sign in to continue: the request carries no access token.');
    const claims = await verify(match[1]);
    if (claims.token_use !== 'access') throw unauthorized('An access token is required, not an ID token.');
    if (claims.client_id !== identity.client.clientId)
      throw unauthorized('The access token was issued to another app.');
    if (typeof claims.sub !== 'string' || typeof claims.username !== 'string') {
      throw unauthorized('The access token names no user.');
    }

    let user = await users.findBySub(claims.sub);
    if (!user) {
      const poolUser = await identity.api
        .adminGetUser(identity.client.userPoolId, claims.username)
        .catch((error: unknown) => {
          if (isUserNotFound(error)) throw unauthorized('This account no longer exists.');
          throw error;
        });
      // The same e-mail may belong to a newer pool user than the one the token was issued for.
      const sub = poolUser.Attributes.find((a) => a.Name === 'sub')?.Value;
      if (sub !== claims.sub) throw unauthorized('This account no longer exists.');
      user = await users.recordPoolUser(poolUser, clock.now()).catch((error: unknown) => {
        if (!(error instanceof EmailTakenError)) throw error;
        // A case-sensitive pool, or one edited by hand, let a second user take a recorded e-mail.
        console.warn(`Refused pool user ${error.sub}: its e-mail belongs to the recorded user ${error.ownerSub}.`);
        throw unauthorized(
          'This e-mail address already belongs to another account, so this sign-in cannot be used. Please contact support.',
        );
      });
    }
    c.set('user', user);
    await next();
  };
}
