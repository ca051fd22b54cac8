import { describe, expect, it } from 'vitest';
import { decodeJwtPayload, sessionFromTokens, userFromIdToken } from '../../../src/api/identity/session-tokens';
import { fakeJwt } from './fake-identity-provider';

describe('session tokens', () => {
  it('decodes base64url payloads, non-ASCII included', () => {
    const token = fakeJwt({ name: 'Ásha Rāo ✓', n: 1 });
    expect(decodeJwtPayload(token)).toEqual({ name: 'Ásha Rāo ✓', n: 1 });
  });

  it('refuses what is not a JWT', () => {
    expect(() => decodeJwtPayload('not-a-token')).toThrow();
    expect(() => userFromIdToken(fakeJwt({ email: 'a@b.in' }))).toThrow();
  });

  it('keeps only the payload claims of 000 §3 as the user', () => {
    const idToken = fakeJwt({
      email: 'asha@example.in',
      name: 'asha@example.in',
      phone_number: '+919876543210',
      'custom:user_signup_status': 'VERIFIED',
      'cognito:username': 'u-1',
      exp: 2000,
      iat: 1000,
    });
    expect(userFromIdToken(idToken)).toEqual({
      email: 'asha@example.in',
      name: 'asha@example.in',
      phone_number: '+919876543210',
      'custom:user_signup_status': 'VERIFIED',
      exp: 2000,
      iat: 1000,
    });
  });

  it("takes the session's expiry from the access token", () => {
    const session = sessionFromTokens({
      accessToken: fakeJwt({ exp: 1500 }),
      idToken: fakeJwt({ email: 'asha@example.in', exp: 9999, iat: 1 }),
      refreshToken: 'r',
    });
    expect(session.expiresAt).toBe(1500);
    expect(session.user.exp).toBe(9999);
  });
});
