import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { deriveTestModel } from '../../../machines/model/derive';
import { pairId, pairsOf, reachablePairs, type WalkContext } from '../../../machines/model/pairs';
import { generateModelPaths, type ModelPath } from '../../../machines/model/paths';
import { searchMachine } from '../../support/model/fixtures/search.machine';

/** a → b → c, with b able to go back to a and c passing straight on to d (`always`, a step of its own in the model). */
const loop = createMachine({
  id: 'loop',
  initial: 'a',
  states: {
    a: { on: { go: 'b' } },
    b: { on: { go: 'c', back: 'a' } },
    c: { always: 'd' },
    d: { type: 'final' },
  },
});

/**
 * Rows read, then one of two buttons pressed (each answered in `busyX` / `busyY`); `nudge` stays put
 * (a blocked popup). The screen offers only the button the last read asked for, so once x was
 * pressed y is not, until `refresh` and `load` read again: pairs alone cannot say so three steps on.
 */
const buttons = createMachine({
  id: 'buttons',
  initial: 'idle',
  states: {
    idle: { on: { load: 'shown' } },
    shown: { on: { refresh: 'idle', x: 'busyX', y: 'busyY', nudge: {} } },
    busyX: { on: { answer: 'shown' } },
    busyY: { on: { answer: 'shown' } },
  },
});
const buttonsContext: WalkContext = {
  initial: 'read',
  step: (context, transition) => {
    if (transition.includes('--load-->')) return 'read';
    for (const button of ['x', 'y']) {
      if (transition.includes(`--${button}-->`)) return context === 'read' || context === button ? button : null;
    }
    return context;
  },
};
/** Whether a walk presses both buttons between two reads. */
const pressesBoth = (path: { steps: ReadonlyArray<{ eventKey: string }> }) => {
  let pressed = new Set<string>();
  for (const { eventKey } of path.steps) {
    if (eventKey === 'load') pressed = new Set();
    if (eventKey === 'x' || eventKey === 'y') pressed.add(eventKey);
    if (pressed.size === 2) return true;
  }
  return false;
};

const firedOf = (path: { steps: ReadonlyArray<{ transitions: readonly string[] }> }) =>
  pairsOf(path.steps.flatMap((step) => step.transitions));

describe('transition pairs', () => {
  it('names each two consecutive transitions of a sequence', () => {
    expect(pairsOf(['x', 'y', 'z'])).toEqual([pairId('x', 'y'), pairId('y', 'z')]);
    expect(pairsOf(['x'])).toEqual([]);
  });

  it('finds every pair the model can fire, each with the shortest path that fires it', () => {
    const pairs = reachablePairs(deriveTestModel(loop));
    expect([...pairs.values()].map((pair) => [pair.id, pair.events.map((e) => e.type)])).toEqual([
      [pairId('a --go--> b', 'b --back--> a'), ['go', 'back']],
      [pairId('a --go--> b', 'b --go--> c'), ['go', 'go']],
      [pairId('b --back--> a', 'a --go--> b'), ['go', 'back', 'go']],
      [pairId('b --go--> c', 'c --always--> d'), ['go', 'go', 'always']],
    ]);
  });

  it("'pairs' paths fire every reachable pair; the default ones do not", () => {
    for (const machine of [loop, searchMachine]) {
      const model = deriveTestModel(machine);
      const all = [...reachablePairs(model).keys()];
      const fired = (kind: 'shortest' | 'pairs') => new Set(generateModelPaths(model, kind).flatMap(firedOf));
      expect(all.filter((id) => !fired('pairs').has(id))).toEqual([]);
      expect(all.filter((id) => !fired('shortest').has(id)).length).toBeGreaterThan(0);
    }
  });

  it("'pairs' paths never fire a pair the machine's context rules out, and still fire the rest", () => {
    const model = deriveTestModel(loop);
    const ruledOut = pairId('b --back--> a', 'a --go--> b');
    const paths = generateModelPaths(model, 'pairs', new Set([ruledOut]));
    const fired = new Set(paths.flatMap(firedOf));
    expect(fired.has(ruledOut)).toBe(false);
    expect([...reachablePairs(model).keys()].filter((id) => id !== ruledOut && !fired.has(id))).toEqual([]);
  });

  it("'pairs' walks never take a step the walk context rules out, and still fire every pair it allows", () => {
    const model = deriveTestModel(buttons);
    const ruledOut = new Set([
      pairId('busyX --answer--> shown', 'shown --y--> busyY'),
      pairId('busyY --answer--> shown', 'shown --x--> busyX'),
    ]);
    expect(generateModelPaths(model, 'pairs', ruledOut).some(pressesBoth)).toBe(true);
    const paths = generateModelPaths(model, 'pairs', ruledOut, buttonsContext);
    expect(paths.filter(pressesBoth).map((path) => path.name)).toEqual([]);
    const fired = new Set(paths.flatMap(firedOf));
    expect([...reachablePairs(model).keys()].filter((id) => !ruledOut.has(id) && !fired.has(id))).toEqual([]);
  });

  it("'pairs' paths, walks planned from nothing, still reach every state and fire every transition", () => {
    // One transition alone makes no pair: only the top-up fires it.
    const single = createMachine({
      id: 'single',
      initial: 'a',
      states: { a: { on: { go: 'b' } }, b: { type: 'final' } },
    });
    for (const machine of [loop, searchMachine, single]) {
      const model = deriveTestModel(machine);
      const shortest = generateModelPaths(model, 'shortest');
      const pairs = generateModelPaths(model, 'pairs');
      const visitedBy = (paths: ModelPath[]) =>
        new Set(paths.flatMap((p) => [...p.states, ...p.steps.flatMap((s) => s.visited)]));
      expect([...new Set(shortest.flatMap(firedOf))].filter((id) => !pairs.flatMap(firedOf).includes(id))).toEqual([]);
      expect([...visitedBy(shortest)].filter((state) => !visitedBy(pairs).has(state))).toEqual([]);
    }
  });

  it("'pairs' paths start with every step the machine can start with, not only after a detour", () => {
    const twoWays = createMachine({
      id: 'twoWays',
      initial: 'a',
      states: { a: { on: { x: 'b', y: 'b' } }, b: { on: { back: 'a' } } },
    });
    const paths = generateModelPaths(deriveTestModel(twoWays), 'pairs');
    expect(new Set(paths.map((path) => path.steps[0]?.event.type))).toEqual(new Set(['x', 'y']));
  });

  it("'pairs' paths are walks: fewer than one per pair", () => {
    const model = deriveTestModel(searchMachine);
    expect(generateModelPaths(model, 'pairs').length).toBeLessThan(reachablePairs(model).size);
  });
});
