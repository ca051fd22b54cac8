/**
 * Access tokens whose signature has been verified, kept with their claims until they expire, so a
 * signed-in investor's next request skips the RS256 check (the costliest step of a small read).
 *
 * A verified signature is a fact about the token's bytes and the pool's keys, true on every
 * instance, so nothing here can go stale across instances. What does change is the time: every
 * hit checks `exp` (and `nbf`) against the caller's clock exactly as jose does, and a token past
 * them is dropped and verified afresh, which refuses it. Only tokens with an `exp` are kept, under
 * their whole text (signature included), so a token with the same claims but another signature
 * never matches. Revocation is unchanged: sign-out revokes the refresh token, and the access
 * tokens already issued stay valid until `exp` both for jose and here.
 */
import type { JWTPayload } from 'jose';

/** Seconds since the epoch, rounded down as jose rounds its `currentDate`. */
const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

export class VerifiedTokens<Claims extends JWTPayload> {
  private readonly entries = new Map<string, Claims>();

  /** `limit` bounds memory: past it the longest-kept token is forgotten (and verified again if it returns). */
  constructor(private readonly limit: number) {}

  /** The claims of a verified token still current at `now`, or undefined: verify it then. */
  get(token: string, now: Date): Claims | undefined {
    const claims = this.entries.get(token);
    if (!claims) return undefined;
    const seconds = epochSeconds(now);
    // jose: expired when exp <= now, not yet valid when nbf > now.
    if ((claims.exp as number) <= seconds || (claims.nbf !== undefined && claims.nbf > seconds)) {
      this.entries.delete(token);
      return undefined;
    }
    return claims;
  }

  /** Keeps a token jose has just verified; one without a numeric `exp` is never kept. */
  remember(token: string, claims: Claims): void {
    if (typeof claims.exp !== 'number') return;
    if (this.entries.size >= this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(token, claims);
  }

  get size(): number {
    return this.entries.size;
  }
}
