/**
 * An in-memory identity provider for component tests: the IdentityProvider port with the
 * behaviour and messages the Cognito pool (cognito-local in the sandbox) shows the app.
 * Codes it "sends" are kept in `outbox`; tokens are unsigned JWTs with real payloads.
 */
import type { Session } from '../../../machines/session.machine';
import { challengeErrors, IdentityError, type IdentityProvider } from '../../../src/api/identity/identity-provider';
import { sessionFromTokens } from '../../../src/api/identity/session-tokens';

export interface FakeUser {
  email: string;
  password: string;
  /** 10 digits; stored as +91… like the adapter sends it. */
  phone: string;
  confirmed: boolean;
  signupStatus?: string;
  /** Sign-in answers with this challenge instead of tokens. */
  challenge?: 'mfa' | 'newPassword';
}

export interface SentCode {
  to: string;
  channel: 'sms' | 'email';
  code: string;
}

export interface FakeIdentityOptions {
  /** Access-token lifetime in seconds (Cognito's default is an hour). */
  accessLifetimeS?: number;
  /** ID-token lifetime in seconds; the session payload expires with it. */
  idLifetimeS?: number;
}

function base64Url(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** An unsigned JWT: the app only decodes tokens; the server is the one that verifies them. */
export function fakeJwt(payload: Record<string, unknown>): string {
  return `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(payload)}.signature`;
}

/** A session as a sign-in would produce it, valid for the given lifetimes from now. */
export function fakeSession(
  email: string,
  options: { accessLifetimeS?: number; idLifetimeS?: number; signupStatus?: string | undefined } = {},
): Session {
  const { accessLifetimeS = 3600, idLifetimeS = accessLifetimeS, signupStatus = 'USER_CREATED' } = options;
  const now = Math.floor(Date.now() / 1000);
  const jti = Math.random().toString(36).slice(2);
  return sessionFromTokens({
    accessToken: fakeJwt({ sub: email, token_use: 'access', iat: now, exp: now + accessLifetimeS, jti }),
    idToken: fakeJwt({
      sub: email,
      email,
      name: email,
      phone_number: '+919876543210',
      'custom:user_signup_status': signupStatus,
      token_use: 'id',
      iat: now,
      exp: now + idLifetimeS,
      jti,
    }),
    refreshToken: `refresh-${email}-${jti}`,
  });
}

export class FakeIdentityProvider implements IdentityProvider {
  readonly users = new Map<string, FakeUser>();
  readonly outbox: SentCode[] = [];
  readonly signedOut: Array<Session | null> = [];
  accessLifetimeS: number;
  idLifetimeS: number;
  private readonly signUpCodes = new Map<string, string>();
  private readonly resetCodes = new Map<string, string>();
  private readonly refreshTokens = new Map<string, string>();
  private codeCounter = 0;

  constructor(options: FakeIdentityOptions = {}) {
    this.accessLifetimeS = options.accessLifetimeS ?? 3600;
    this.idLifetimeS = options.idLifetimeS ?? this.accessLifetimeS;
  }

  addUser(user: FakeUser): this {
    this.users.set(user.email, { ...user });
    return this;
  }

  /** The last code sent to `to` (an e-mail, or +91 and the phone). */
  lastCode(to: string): string | undefined {
    return this.outbox.filter((sent) => sent.to === to).at(-1)?.code;
  }

  private nextCode(): string {
    this.codeCounter += 1;
    return String(100000 + this.codeCounter * 7919).slice(-6);
  }

  private sendSignUpCode(user: FakeUser) {
    const code = this.nextCode();
    this.signUpCodes.set(user.email, code);
    this.outbox.push({ to: `+91${user.phone}`, channel: 'sms', code });
  }

  private issue(user: FakeUser): Session {
    const session = fakeSession(user.email, {
      accessLifetimeS: this.accessLifetimeS,
      idLifetimeS: this.idLifetimeS,
      signupStatus: user.signupStatus,
    });
    this.refreshTokens.set(session.refreshToken, user.email);
    return session;
  }

  async signUp({ email, phone, password }: { email: string; phone: string; password: string }) {
    if (this.users.has(email)) throw new IdentityError('UsernameExistsException', 'User already exists');
    const user: FakeUser = { email, phone, password, confirmed: false };
    this.users.set(email, user);
    this.sendSignUpCode(user);
  }

  async confirmSignUp({ email, code }: { email: string; code: string }) {
    const user = this.users.get(email);
    if (!user) throw new IdentityError('UserNotFoundException', 'User not found.');
    if (this.signUpCodes.get(email) !== code)
      throw new IdentityError('CodeMismatchException', 'Incorrect confirmation code');
    user.confirmed = true;
    this.signUpCodes.delete(email);
  }

  async resendConfirmationCode({ email }: { email: string }) {
    const user = this.users.get(email);
    if (!user) throw new IdentityError('UserNotFoundException', 'User not found.');
    this.sendSignUpCode(user);
  }

  async signIn({ email, password }: { email: string; password: string }) {
    const user = this.users.get(email);
    if (!user || user.password !== password) {
      throw new IdentityError('NotAuthorizedException', 'Incorrect username or password.');
    }
    if (!user.confirmed) throw new IdentityError('UserNotConfirmedException', 'User is not confirmed.');
    if (user.challenge === 'mfa') throw challengeErrors.mfaRequired();
    if (user.challenge === 'newPassword') throw challengeErrors.newPasswordRequired();
    return this.issue(user);
  }

  async refresh({ email, refreshToken }: { email: string; refreshToken: string }) {
    const user = this.users.get(email);
    if (!user || this.refreshTokens.get(refreshToken) !== email) {
      throw new IdentityError('NotAuthorizedException', 'Invalid Refresh Token');
    }
    return this.issue(user);
  }

  async forgotPassword({ email }: { email: string }) {
    if (!this.users.has(email)) {
      throw new IdentityError('UserNotFoundException', 'Username/client id combination not found.');
    }
    const code = this.nextCode();
    this.resetCodes.set(email, code);
    this.outbox.push({ to: email, channel: 'email', code });
  }

  async confirmPassword({ email, code, password }: { email: string; code: string; password: string }) {
    const user = this.users.get(email);
    if (!user || this.resetCodes.get(email) !== code) {
      throw new IdentityError('CodeMismatchException', 'Invalid verification code provided, please try again.');
    }
    user.password = password;
    this.resetCodes.delete(email);
  }

  async signOut(session: Session | null) {
    this.signedOut.push(session);
    if (!session) throw challengeErrors.noCurrentUser();
    this.refreshTokens.delete(session.refreshToken);
  }

  async getPhoneInfo({ email }: { email: string }) {
    const user = this.users.get(email);
    if (!user) throw new IdentityError('NOT_FOUND', `No user has the e-mail ${email}`);
    return { confirmed: user.confirmed };
  }
}
