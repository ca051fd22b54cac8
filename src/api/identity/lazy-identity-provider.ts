/**
 * The identity port for the app shell: the Cognito adapter (and through it the library and
 * the pool configuration) loads on the first identity call, so the first page's JavaScript
 * carries none of it.
 */
import type { IdentityProvider } from './identity-provider';

export function createLazyIdentityProvider(
  load: () => Promise<IdentityProvider> = () =>
    import('./cognito-identity-provider').then((module) => module.createCognitoIdentityProvider()),
): IdentityProvider {
  let loading: Promise<IdentityProvider> | undefined;
  const provider = () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return {
    signUp: async (details) => (await provider()).signUp(details),
    confirmSignUp: async (input) => (await provider()).confirmSignUp(input),
    resendConfirmationCode: async (input) => (await provider()).resendConfirmationCode(input),
    signIn: async (credentials) => (await provider()).signIn(credentials),
    refresh: async (input) => (await provider()).refresh(input),
    forgotPassword: async (input) => (await provider()).forgotPassword(input),
    confirmPassword: async (input) => (await provider()).confirmPassword(input),
    signOut: async (session) => (await provider()).signOut(session),
    getPhoneInfo: async (input) => (await provider()).getPhoneInfo(input),
  };
}
