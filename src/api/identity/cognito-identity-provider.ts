/**
 * The identity port over amazon-cognito-identity-js (USER_PASSWORD_AUTH, REFRESH_TOKEN_AUTH).
 * The library and the pool's configuration are loaded on the first call, so the landing
 * page's JavaScript never contains either. The library keeps its own token cache in memory
 * only: the session store (sessionStorage, 000 §3) is the one place tokens are kept. Every
 * e-mail goes out normalised (trimmed, lower-cased), whatever the screen passed.
 */
import type * as Cognito from 'amazon-cognito-identity-js';
import { normaliseEmail } from '../../../domain/email';
import { cachedIdentityConfig, fetchIdentityConfig, type IdentityConfig } from './identity-config';
import {
  challengeErrors,
  type IdentityProvider,
  normaliseIdentityError,
  type PhoneInfo,
  type Session,
} from './identity-provider';
import { getPhoneInfo as fetchPhoneInfo } from './phone-info';
import { sessionFromTokens } from './session-tokens';

type CognitoModule = typeof Cognito;

export interface CognitoIdentityOptions {
  loadConfig?: () => Promise<IdentityConfig>;
  loadLibrary?: () => Promise<CognitoModule>;
  getPhoneInfo?: (input: { email: string }) => Promise<PhoneInfo>;
}

/** The library's cache, kept out of web storage. */
class MemoryStorage implements Cognito.ICognitoStorage {
  private readonly items = new Map<string, string>();
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

/** India only (001 §9 "Phone: 10 digits, country code +91"). */
export function toIndianPhoneNumber(phone: string): string {
  return `+91${phone.replace(/\D/g, '').slice(-10)}`;
}

async function loadCognitoLibrary(): Promise<CognitoModule> {
  const module = await import('amazon-cognito-identity-js');
  // Node (tests) hands the CommonJS build over as `default`; bundlers give the named exports.
  return ('CognitoUserPool' in module ? module : (module as { default: CognitoModule }).default) as CognitoModule;
}

export function createCognitoIdentityProvider(options: CognitoIdentityOptions = {}): IdentityProvider {
  const loadConfig = cachedIdentityConfig(options.loadConfig ?? (() => fetchIdentityConfig()));
  const loadLibrary = options.loadLibrary ?? loadCognitoLibrary;
  const getPhoneInfo = options.getPhoneInfo ?? ((input) => fetchPhoneInfo(input));
  const storage = new MemoryStorage();

  let connection: Promise<{ lib: CognitoModule; pool: Cognito.CognitoUserPool }> | undefined;
  const connect = () => {
    connection ??= Promise.all([loadLibrary(), loadConfig()])
      .then(([lib, config]) => ({
        lib,
        pool: new lib.CognitoUserPool({
          UserPoolId: config.userPoolId,
          ClientId: config.clientId,
          endpoint: config.endpoint,
          Storage: storage,
        }),
      }))
      .catch((error: unknown) => {
        connection = undefined;
        throw error;
      });
    return connection;
  };

  /** Runs one call against the pool; every failure comes out as an IdentityError. */
  const call = async <T>(run: (lib: CognitoModule, pool: Cognito.CognitoUserPool) => Promise<T>): Promise<T> => {
    try {
      const { lib, pool } = await connect();
      return await run(lib, pool);
    } catch (error) {
      throw normaliseIdentityError(error);
    }
  };

  const userFor = (lib: CognitoModule, pool: Cognito.CognitoUserPool, email: string) =>
    new lib.CognitoUser({ Username: normaliseEmail(email), Pool: pool, Storage: storage });

  const toSession = (session: Cognito.CognitoUserSession): Session =>
    sessionFromTokens({
      idToken: session.getIdToken().getJwtToken(),
      accessToken: session.getAccessToken().getJwtToken(),
      refreshToken: session.getRefreshToken().getToken(),
    });

  const nodeCallback =
    <T>(resolve: (value: T) => void, reject: (error: unknown) => void) =>
    (error?: unknown, result?: T) => {
      if (error) reject(error);
      else resolve(result as T);
    };

  return {
    signUp: ({ email: typed, phone, password }) =>
      call(
        (lib, pool) =>
          new Promise<void>((resolve, reject) => {
            const email = normaliseEmail(typed);
            const attributes = [
              new lib.CognitoUserAttribute({ Name: 'email', Value: email }),
              new lib.CognitoUserAttribute({ Name: 'phone_number', Value: toIndianPhoneNumber(phone) }),
              // 000 §5 "the name attribute is set to the email".
              new lib.CognitoUserAttribute({ Name: 'name', Value: email }),
            ];
            pool.signUp(
              email,
              password,
              attributes,
              [],
              nodeCallback(() => resolve(), reject),
            );
          }),
      ),

    confirmSignUp: ({ email, code }) =>
      call(
        (lib, pool) =>
          new Promise<void>((resolve, reject) => {
            // No alias creation: a code never moves another account's e-mail or phone to this one.
            userFor(lib, pool, email).confirmRegistration(
              code,
              false,
              nodeCallback(() => resolve(), reject),
            );
          }),
      ),

    resendConfirmationCode: ({ email }) =>
      call(
        (lib, pool) =>
          new Promise<void>((resolve, reject) => {
            userFor(lib, pool, email).resendConfirmationCode(nodeCallback(() => resolve(), reject));
          }),
      ),

    signIn: ({ email, password }) =>
      call(
        (lib, pool) =>
          new Promise<Session>((resolve, reject) => {
            const user = userFor(lib, pool, email);
            user.setAuthenticationFlowType('USER_PASSWORD_AUTH');
            user.authenticateUser(
              new lib.AuthenticationDetails({ Username: normaliseEmail(email), Password: password }),
              {
                onSuccess: (session) => {
                  try {
                    resolve(toSession(session));
                  } catch (error) {
                    reject(error);
                  }
                },
                onFailure: reject,
                newPasswordRequired: () => reject(challengeErrors.newPasswordRequired()),
                mfaRequired: () => reject(challengeErrors.mfaRequired()),
                totpRequired: () => reject(challengeErrors.mfaRequired()),
                selectMFAType: () => reject(challengeErrors.mfaRequired()),
                mfaSetup: () => reject(challengeErrors.mfaRequired()),
                customChallenge: () => reject(challengeErrors.mfaRequired()),
              },
            );
          }),
      ),

    refresh: ({ email, refreshToken }) =>
      call(
        (lib, pool) =>
          new Promise<Session>((resolve, reject) => {
            userFor(lib, pool, email).refreshSession(
              new lib.CognitoRefreshToken({ RefreshToken: refreshToken }),
              (error: unknown, session: Cognito.CognitoUserSession) => {
                if (error) return reject(error);
                try {
                  resolve(toSession(session));
                } catch (failure) {
                  reject(failure);
                }
              },
            );
          }),
      ),

    forgotPassword: ({ email }) =>
      call(
        (lib, pool) =>
          new Promise<void>((resolve, reject) => {
            userFor(lib, pool, email).forgotPassword({ onSuccess: () => resolve(), onFailure: reject });
          }),
      ),

    confirmPassword: ({ email, code, password }) =>
      call(
        (lib, pool) =>
          new Promise<void>((resolve, reject) => {
            userFor(lib, pool, email).confirmPassword(code, password, {
              onSuccess: () => resolve(),
              onFailure: reject,
            });
          }),
      ),

    signOut: (session) => {
      if (!session) return Promise.reject(challengeErrors.noCurrentUser());
      return call(
        (lib, pool) =>
          new Promise<void>((resolve, reject) => {
            const user = userFor(lib, pool, session.user.email);
            user.setSignInUserSession(
              new lib.CognitoUserSession({
                IdToken: new lib.CognitoIdToken({ IdToken: session.idToken }),
                AccessToken: new lib.CognitoAccessToken({ AccessToken: session.accessToken }),
                RefreshToken: new lib.CognitoRefreshToken({ RefreshToken: session.refreshToken }),
              }),
            );
            // With a callback the library revokes the refresh token where the pool allows it.
            user.signOut((error?: unknown) => (error ? reject(error) : resolve()));
          }),
      );
    },

    getPhoneInfo: async (input) => {
      try {
        return await getPhoneInfo({ email: normaliseEmail(input.email) });
      } catch (error) {
        throw normaliseIdentityError(error);
      }
    },
  };
}
