import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { deriveTestModel } from '../../../machines/model/derive';
import { pairsOf, reachablePairs } from '../../../machines/model/pairs';
import { allows, type PathContext, traceContext, walkContextOf } from '../../../machines/model/path-context';
import { generateModelPaths } from '../../../machines/model/paths';

/**
 * A form for one of two kinds (chosen when it opens): `a` only for kind A, `b` only for kind B;
 * `type` fills the field or empties it (the executor chooses), `send` needs it filled, and `close`
 * starts afresh. The model has no kind and no field.
 */
const form = createMachine({
  id: 'form',
  initial: 'editing',
  states: {
    editing: {
      on: { a: {}, b: {}, type: {}, send: 'sent', close: 'editing' },
    },
    sent: { on: { close: 'editing' } },
  },
});

const formContext: PathContext = {
  initial: ['A', 'B'],
  after: (value, step) => {
    const [kind, field] = value.split(' ');
    switch (step) {
      case 'a':
        return kind === 'A' ? undefined : [];
      case 'b':
        return kind === 'B' ? undefined : [];
      case 'type':
        return [`${kind} filled`, `${kind}`];
      case 'send':
        return field === 'filled' ? undefined : [];
      case 'close':
        return [kind as string];
      default:
        return undefined;
    }
  },
};

const steps = (...labels: string[]) => labels.map((eventKey) => ({ eventKey, case: undefined }));

describe('path contexts', () => {
  it('trace a value before and after each step, choosing what later steps need', () => {
    expect(traceContext(formContext, steps('type', 'a', 'send'))).toEqual(['A', 'A filled', 'A filled', 'A filled']);
    expect(traceContext(formContext, steps('type', 'close', 'b'))).toEqual(['B', 'B', 'B', 'B']);
    expect(traceContext(formContext, steps())).toEqual(['A']);
  });

  it('rule out a sequence no start makes possible, however far apart its steps', () => {
    expect(traceContext(formContext, steps('a', 'type', 'b'))).toBeNull();
    expect(traceContext(formContext, steps('type', 'close', 'send'))).toBeNull();
  });

  it('fold over transitions for the walks, as the set of values a walk can be in', () => {
    const walk = walkContextOf(formContext);
    expect(walk.initial).toBe('A|B');
    expect(walk.step('A|B', 'editing --a--> (no target)')).toBe('A');
    expect(walk.step('A', 'editing --b--> (no target)')).toBeNull();
    expect(walk.step('A', 'editing --type--> (no target)')).toBe('A|A filled');
    expect(allows(walk, ['editing --a--> (no target)', 'editing --send--> sent'])).toBe(false);
  });

  it('keep every path, shortest ones included, to what the context allows, and still cover what it allows', () => {
    const model = deriveTestModel(form);
    const walk = walkContextOf(formContext);
    // Without the context the shortest path to `sent` sends an empty form.
    expect(generateModelPaths(model, 'shortest').some((path) => path.steps[0]?.eventKey === 'send')).toBe(true);
    for (const kind of ['shortest', 'pairs'] as const) {
      const paths = generateModelPaths(model, kind, new Set(), walk);
      for (const path of paths) expect(traceContext(formContext, path.steps), path.name).not.toBeNull();
      const fired = new Set(paths.flatMap((path) => path.steps.flatMap((step) => step.transitions)));
      expect(model.transitions.filter((id) => !fired.has(id))).toEqual([]);
    }
    const paths = generateModelPaths(model, 'pairs', new Set(), walk);
    const firedPairs = new Set(paths.flatMap((path) => pairsOf(path.steps.flatMap((step) => step.transitions))));
    // What a walk cannot do: a right after b, and send straight after close (the form is empty then).
    expect([...reachablePairs(model).keys()].filter((id) => !firedPairs.has(id))).toEqual([
      'editing --a--> (no target) ⇒ editing --b--> (no target)',
      'editing --b--> (no target) ⇒ editing --a--> (no target)',
      'editing --close--> editing ⇒ editing --send--> sent',
      'sent --close--> editing ⇒ editing --send--> sent',
    ]);
  });
});
