/**
 * A signed-out session for tests that render the real root route or the auth screens but
 * are not about identity: nothing is stored, nothing navigates, the identity is a fake.
 * Use `session.actor` in the router context and `session` as the SessionProvider value.
 */
import { createSession } from '../../../src/app/session/app-session';
import type { SessionValue } from '../../../src/app/session/session-context';
import { handleForActor } from '../../../src/app/session/session-handle';
import type { SessionStore } from '../../../src/app/session/session-storage';
import { FakeIdentityProvider } from '../../api/identity/fake-identity-provider';

function memoryStore(): SessionStore {
  const items = new Map<string, string>();
  return {
    get: (key) => items.get(key) ?? null,
    set: (key, value) => void items.set(key, value),
    remove: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

export function createTestSession(identity = new FakeIdentityProvider()): SessionValue {
  const store = memoryStore();
  const actor = createSession({
    identity,
    store,
    localStorage: { clear: () => {} },
    navigation: { location: () => ({ pathname: '/', href: '/' }), goToSignIn: () => {} },
    loadExternalPortfolioStatus: async () => ({
      hasExternalPortfolio: false,
      reloadLocked: false,
      nextReloadDate: null,
    }),
  });
  const handle = handleForActor(actor);
  actor.start();
  return { actor: handle, identity, store };
}
