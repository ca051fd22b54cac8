/**
 * The session handle: the app's view of the session before and after the session actor has
 * loaded. Events sent early wait in order; the view object only changes when what it shows does.
 */
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import type { SessionActor } from '../../../src/app/session/app-session';
import { createSessionHandle, isSignedIn, SIGNED_OUT } from '../../../src/app/session/session-handle';
import { createTestSession } from './test-session';

/** A stand-in with the session machine's shape where the test needs only its events. */
function recordingActor() {
  const received: string[] = [];
  const machine = createMachine({
    id: 'session',
    context: { session: null, externalPortfolio: null, statusRetries: 0 },
    initial: 'signedOut',
    states: { signedOut: {}, signedIn: {} },
    on: { '*': { actions: ({ event }) => received.push(event.type) } },
  });
  return { actor: createActor(machine) as unknown as SessionActor, received };
}

describe('session handle', () => {
  it('shows its initial view and answers the guard before the actor loads', () => {
    const handle = createSessionHandle(SIGNED_OUT);
    expect(handle.getView()).toBe(SIGNED_OUT);
    expect(isSignedIn(handle)).toBe(false);
  });

  it('keeps events sent before the actor loads and delivers them in order', async () => {
    const handle = createSessionHandle(SIGNED_OUT);
    handle.send({ type: 'session.logout' });
    handle.send({ type: 'session.unauthorized' });
    const { actor, received } = recordingActor();
    actor.start();
    handle.attach(actor);
    expect(received).toEqual(['session.logout', 'session.unauthorized']);
    expect(await handle.actor()).toBe(actor);
  });

  it('refuses a second actor', () => {
    const handle = createSessionHandle(SIGNED_OUT);
    handle.attach(recordingActor().actor);
    expect(() => handle.attach(recordingActor().actor)).toThrow(/already/);
  });

  it('follows the real session: view changes on sign-in, listeners hear it, the object is stable otherwise', async () => {
    const { actor: handle } = createTestSession();
    const before = handle.getView();
    expect(before.signedIn).toBe(false);
    const listener = vi.fn();
    handle.subscribe(listener);
    const { fakeSession } = await import('../../api/identity/fake-identity-provider');
    handle.send({ type: 'session.started', session: fakeSession('asha@example.in') });
    const after = handle.getView();
    expect(after.signedIn).toBe(true);
    expect(after.user?.email).toBe('asha@example.in');
    expect(listener).toHaveBeenCalled();
    expect(handle.getView()).toBe(handle.getView());
  });

  it('tells onEnded listeners when the session ends, until they unsubscribe', async () => {
    const { actor: handle } = createTestSession();
    const { fakeSession } = await import('../../api/identity/fake-identity-provider');
    handle.send({ type: 'session.started', session: fakeSession('asha@example.in') });
    const ended = vi.fn();
    const stop = handle.onEnded(ended);
    handle.send({ type: 'session.unauthorized' });
    expect(ended).toHaveBeenCalledTimes(1);
    stop();
    handle.send({ type: 'session.started', session: fakeSession('asha@example.in') });
    handle.send({ type: 'session.unauthorized' });
    expect(ended).toHaveBeenCalledTimes(1);
  });
});
