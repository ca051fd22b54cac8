import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { deleteAccountMachine, toDeleteAccountFailure } from '../../../machines/delete-account.machine';

describe('toDeleteAccountFailure', () => {
  it.each([
    [{ message: 'Account is locked' }, 'Account is locked'],
    [{ message: '   ' }, null],
    [{ message: 42 }, null],
    [new Error(''), null],
    ['a string', null],
    [null, null],
  ])('%o → %s', (error, message) => {
    expect(toDeleteAccountFailure(error)).toEqual({ message });
  });
});

describe('deleteAccountMachine', () => {
  it('announces the failure with the server message, and a new attempt runs again', async () => {
    const announced: Array<string | null> = [];
    let reject: (error: unknown) => void = () => {};
    const actor = createActor(
      deleteAccountMachine.provide({
        actors: { deleteAccount: fromPromise(() => new Promise<void>((_, fail) => (reject = fail))) },
        actions: { announceFailure: (_, { failure }) => void announced.push(failure.message) },
      }),
    ).start();
    actor.send({ type: 'delete.requested' });
    reject({ message: 'Locked' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(actor.getSnapshot().value).toBe('failed');
    expect(announced).toEqual(['Locked']);
    actor.send({ type: 'delete.requested' });
    expect(actor.getSnapshot().value).toBe('deleting');
  });
});
