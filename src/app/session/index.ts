export {
  createSession,
  provideSessionMachine,
  type SessionActor,
  type SessionNavigation,
  type SessionServices,
  type SignInSearch,
} from './app-session';
export { loadExternalPortfolioStatus } from './external-portfolio-status';
export { isPublicPath } from './public-paths';
export {
  type SessionActions,
  SessionProvider,
  type SessionValue,
  useCloseOnSessionEnd,
  useExternalPortfolioStatus,
  useIdentity,
  useIsSignedIn,
  useSessionActions,
  useSessionHandle,
  useSessionStore,
  useSessionUser,
} from './session-context';
export {
  createSessionHandle,
  handleForActor,
  isSignedIn,
  type SessionHandle,
  type SessionView,
  SIGNED_OUT,
} from './session-handle';
export {
  emailToVerify,
  readSession,
  rememberEmailToVerify,
  SESSION_KEYS,
  type SessionKey,
  type SessionStore,
  VERIFIED_STATUS,
  webSessionStore,
} from './session-storage';
