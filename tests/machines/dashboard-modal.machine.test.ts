/**
 * The dashboard modal's rules on their own (000 §2.2, §2.7, §4.2, §4.5): which modal the
 * address and the external-flow flag open, and what closing, ending and leaving each one does to
 * the address and to the flag.
 */
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { dashboardModalMachine } from '../../machines/dashboard-modal.machine';

interface Opening {
  openModal?: boolean;
  externalFlow?: boolean;
  mandateReturned?: boolean;
}

/** An actor opened with `opening`, recording the app's actions in order. */
function start({ openModal = false, externalFlow = false, mandateReturned = false }: Opening = {}) {
  const done: string[] = [];
  const actor = createActor(
    dashboardModalMachine.provide({
      actions: {
        closeModal: () => done.push('closeModal'),
        endExternalFlow: () => done.push('endExternalFlow'),
      },
    }),
    { input: { openModal, externalFlow, mandateReturned } },
  ).start();
  return { actor, done, value: () => actor.getSnapshot().value };
}

describe('the modal the Dashboard opens with (000 §2.2, §2.7)', () => {
  it.each([
    [{}, 'closed'],
    [{ openModal: true }, 'verification'],
    [{ openModal: true, externalFlow: true }, 'externalImport'],
    // The flag alone opens nothing: only Get Portfolio's request does.
    [{ externalFlow: true }, 'closed'],
    [{ mandateReturned: true }, 'mandateResult'],
    // The bank's answer is what the investor came back for: it wins over a modal request.
    [{ mandateReturned: true, openModal: true, externalFlow: true }, 'mandateResult'],
  ] as const)('%o opens %s', (opening, expected) => {
    const sut = start(opening);
    expect(sut.value()).toBe(expected);
    expect(sut.done).toEqual([]);
  });
});

describe('a request while the Dashboard is shown', () => {
  it('opens the external portfolio import when Get Portfolio set the flag, else the verification status', () => {
    const imported = start();
    imported.actor.send({ type: 'modal.open', externalFlow: true });
    expect(imported.value()).toBe('externalImport');
    const verification = start();
    verification.actor.send({ type: 'modal.open', externalFlow: false });
    expect(verification.value()).toBe('verification');
  });

  it("opens the mandate result on the bank's return", () => {
    const sut = start();
    sut.actor.send({ type: 'mandate.returned' });
    expect(sut.value()).toBe('mandateResult');
  });

  it('changes nothing while a modal is shown', () => {
    const sut = start({ openModal: true });
    sut.actor.send({ type: 'modal.open', externalFlow: true });
    sut.actor.send({ type: 'mandate.returned' });
    expect(sut.value()).toBe('verification');
    expect(sut.done).toEqual([]);
  });
});

describe('the external-flow flag (000 §2.2, §4.5)', () => {
  it('ends, and the request leaves the address, when the import is closed', () => {
    const sut = start({ openModal: true, externalFlow: true });
    sut.actor.send({ type: 'modal.close' });
    expect(sut.value()).toBe('closed');
    expect(sut.done).toEqual(['endExternalFlow', 'closeModal']);
  });

  it('ends when the import ends with the portfolio (the import itself goes on to the portfolio page)', () => {
    const sut = start({ openModal: true, externalFlow: true });
    sut.actor.send({ type: 'externalFlow.ended' });
    expect(sut.value()).toBe('closed');
    expect(sut.done).toEqual(['endExternalFlow']);
  });

  it('ends when the address stops asking for the import (Back): the next request is not the import again', () => {
    const sut = start({ openModal: true, externalFlow: true });
    sut.actor.send({ type: 'modal.withdrawn' });
    expect(sut.value()).toBe('closed');
    expect(sut.done).toEqual(['endExternalFlow']);
  });

  it('is not touched by the verification status or the mandate result', () => {
    for (const opening of [{ openModal: true }, { mandateReturned: true }]) {
      const sut = start(opening);
      sut.actor.send({ type: 'externalFlow.ended' });
      sut.actor.send({ type: 'modal.close' });
      expect(sut.value()).toBe('closed');
      expect(sut.done).toEqual(['closeModal']);
    }
  });
});

describe('closing (000 §2.7)', () => {
  it.each([{ openModal: true }, { mandateReturned: true }])(
    '%o: closed by the investor, the request leaves the address; withdrawn, nothing more is done',
    (opening) => {
      const closed = start(opening);
      closed.actor.send({ type: 'modal.close' });
      expect(closed.value()).toBe('closed');
      expect(closed.done).toEqual(['closeModal']);
      const withdrawn = start(opening);
      withdrawn.actor.send({ type: 'modal.withdrawn' });
      expect(withdrawn.value()).toBe('closed');
      expect(withdrawn.done).toEqual([]);
    },
  );
});

describe('an ended session (000 §4.2)', () => {
  it.each([{}, { openModal: true }, { openModal: true, externalFlow: true }, { mandateReturned: true }])(
    '%o: closes the modal without a navigation of its own, and nothing opens after',
    (opening) => {
      const sut = start(opening);
      sut.actor.send({ type: 'session.ended' });
      expect(sut.value()).toBe('sessionEnded');
      sut.actor.send({ type: 'modal.open', externalFlow: false });
      sut.actor.send({ type: 'mandate.returned' });
      expect(sut.value()).toBe('sessionEnded');
      // Dropping the request would navigate, and race the move to Sign In with error=Expired.
      expect(sut.done).toEqual([]);
    },
  );
});
