import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { deriveTestModel } from '../../../machines/model/derive';
import { pairId, pairsOf, reachablePairs } from '../../../machines/model/pairs';
import { generateModelPaths } from '../../../machines/model/paths';
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

  it("'pairs' paths are walks: fewer than one per pair", () => {
    const model = deriveTestModel(searchMachine);
    expect(generateModelPaths(model, 'pairs').length).toBeLessThan(reachablePairs(model).size);
  });
});
