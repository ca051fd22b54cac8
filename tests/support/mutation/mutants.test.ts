import { describe, expect, it } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { deriveTestModel } from '../../../machines/model/derive';
import { applyMutant, mutantsOf } from './mutants';

const log: string[] = [];
const flow = createMachine(
  {
    id: 'flow',
    initial: 'form',
    states: {
      form: {
        on: {
          submit: [{ guard: 'isValid', target: 'sending', actions: 'note' }, { actions: 'complain' }],
        },
      },
      sending: { entry: 'note', on: { back: 'form' } },
      done: { type: 'final' },
    },
  },
  {
    guards: { isValid: () => false },
    actions: { note: () => log.push('note'), complain: () => log.push('complain') },
  },
);

function mutant(index: number) {
  const found = mutantsOf(flow)[index];
  if (!found) throw new Error(`no mutant ${index}`);
  return applyMutant(flow, found);
}

const transitionsOf = (index: number) => deriveTestModel(mutant(index)).transitions;

describe('mutants', () => {
  it('are listed in document order, each saying what it changes', () => {
    expect(mutantsOf(flow).map((m) => `${m.kind}: ${m.description}`)).toEqual([
      'retarget: form --submit[isValid]--> sending ⇒ done',
      'drop-guard: form --submit[isValid]--> sending: guard dropped',
      'swap-branches: form --submit: [isValid] and (else) swap what they do',
      'drop-action: form --submit[isValid]--> sending: action note dropped',
      'retarget: form --submit--> (stays) ⇒ sending',
      'drop-action: form --submit--> (stays): action complain dropped',
      'retarget: sending --back--> form ⇒ done',
      'drop-action: sending entry: action note dropped',
    ]);
  });

  it('change the machine as described and leave the original alone', () => {
    expect(transitionsOf(0)).toContain('form --submit[isValid]--> done');
    expect(transitionsOf(1)).toContain('form --submit--> sending');
    expect(transitionsOf(2)).toEqual(
      expect.arrayContaining(['form --submit[isValid]--> (no target)', 'form --submit[else]--> sending']),
    );
    expect(transitionsOf(6)).toContain('sending --back--> done');
    expect(deriveTestModel(flow).transitions).toContain('sending --back--> form');
  });

  it('retarget a `#id` target to another sibling than the one it names', () => {
    const byId = createMachine({
      id: 'byId',
      initial: 'a',
      states: { a: { on: { go: '#byId.b' } }, b: { on: { go: 'a' } }, c: {} },
    });
    const [retarget] = mutantsOf(byId);
    expect(retarget?.description).toBe('a --go--> #byId.b ⇒ c');
  });

  it('drop one action and keep the rest working', () => {
    log.length = 0;
    const actor = createActor(mutant(5)).start();
    actor.send({ type: 'submit' });
    expect(log).toEqual([]);
    createActor(flow).start().send({ type: 'submit' });
    expect(log).toEqual(['complain']);
  });
});
