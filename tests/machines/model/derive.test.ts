import { describe, expect, it } from 'vitest';
import { type AnyStateMachine, type AnyStateNode, and, createMachine, fromPromise, not, or, setup } from 'xstate';
import { createTestModel, getStateNodes } from 'xstate/graph';
import { deriveTestModel, guardLabel, offeredEvents } from '../../../machines/model/derive';
import { generateModelPaths, type ModelPath, replay } from '../../../machines/model/paths';
import { otpWizardMachine } from '../../support/model/fixtures/otp-wizard.machine';
import { searchMachine } from '../../support/model/fixtures/search.machine';

const searchTransitions = [
  'form --query.changed--> (no target)',
  'form --search[hasQuery]--> searching',
  'form --search[else]--> form.invalid',
  'searching --done.findItems[hasItems]--> results.list',
  'searching --done.findItems[else]--> results.empty',
  'searching --error.findItems--> failed',
  'results --reset--> form',
  'failed --retry--> searching',
  'failed --after.RETRY_WAIT--> searching',
];

const wizardTransitions = [
  '(machine) --cancel--> cancelled',
  'intro --start--> otp',
  'otp --submit--> (no target)',
  'otp --back--> otp.entry.typing, otp.resend.ready',
  'otp --toggle.help--> help',
  'otp.entry --done.state--> finished',
  'otp.entry.typing --code.entered--> (no target)',
  'otp.entry.typing --submit[isComplete]--> otp.entry.verifying',
  'otp.entry.verifying --done.verifyCode[isVerified]--> otp.entry.verified',
  'otp.entry.verifying --done.verifyCode[else]--> otp.entry.checking',
  'otp.entry.verifying --error.verifyCode--> otp.entry.typing',
  'otp.entry.checking --always[hasAttemptsLeft]--> otp.entry.typing',
  'otp.entry.checking --always[else]--> otp.entry.locked',
  'otp.resend.waiting --after.1000--> otp.resend.waiting',
  'otp.resend.waiting --after.RESEND_WAIT--> otp.resend.ready',
  'otp.resend.ready --resend--> otp.resend.sending',
  'otp.resend.sending --done.sendCode--> otp.resend.waiting',
  'otp.resend.sending --error.sendCode--> otp.resend.ready',
  'help --back--> otp.hist',
];

/** The hierarchy as plain data: what must survive the derivation unchanged. */
function hierarchy(machine: AnyStateMachine) {
  return [machine.root, ...getStateNodes(machine.root)].map((node: AnyStateNode) => ({
    id: node.id,
    type: node.type,
    initial: node.type === 'compound' ? node.initial.target[0]?.id : undefined,
    history: node.history,
  }));
}

/** Reads the model's transitions back from its resolved nodes, independently of the builder. */
function modelTransitions(model: AnyStateMachine): string[] {
  const label = (node: AnyStateNode) => node.path.join('.') || '(machine)';
  return [model.root, ...getStateNodes(model.root)].flatMap((node: AnyStateNode) =>
    [...node.transitions.entries()].flatMap(([descriptor, list]) =>
      list.map((t) => {
        const key = descriptor.startsWith('xstate.done.state.') ? 'done.state' : descriptor;
        const guardName = typeof t.guard === 'function' ? t.guard.name.replace(/^case:/, '') : undefined;
        const guarded = list.some((other) => other.guard !== undefined);
        const branch = guardName ?? (guarded ? 'else' : undefined);
        const target = t.target?.length ? t.target.map(label).join(', ') : '(no target)';
        return `${label(node)} --${branch ? `${key}[${branch}]` : key}--> ${target}`;
      }),
    ),
  );
}

const coveredStates = (paths: ModelPath[]) =>
  new Set(paths.flatMap((p) => [...p.states, ...p.steps.flatMap((s) => s.visited)]));
const coveredTransitions = (paths: ModelPath[]) => new Set(paths.flatMap((p) => p.steps.flatMap((s) => s.transitions)));

describe.each([
  {
    name: 'search (invoke with guarded onDone, named delay, guarded event, nested states)',
    machine: searchMachine as AnyStateMachine,
    states: ['form', 'form.editing', 'form.invalid', 'searching', 'results', 'results.list', 'results.empty', 'failed'],
    transitions: searchTransitions,
    eventKeys: ['after.RETRY_WAIT', 'done.findItems', 'error.findItems', 'query.changed', 'reset', 'retry', 'search'],
  },
  {
    name: 'otp wizard (parallel, history, finals, always, numeric delay, parent fallback)',
    machine: otpWizardMachine as AnyStateMachine,
    states: [
      'intro',
      'otp',
      'otp.entry',
      'otp.entry.typing',
      'otp.entry.verifying',
      'otp.entry.checking',
      'otp.entry.verified',
      'otp.entry.locked',
      'otp.resend',
      'otp.resend.waiting',
      'otp.resend.ready',
      'otp.resend.sending',
      'help',
      'finished',
      'cancelled',
    ],
    transitions: wizardTransitions,
    eventKeys: [
      'after.1000',
      'after.RESEND_WAIT',
      'always',
      'back',
      'cancel',
      'code.entered',
      'done.sendCode',
      'done.verifyCode',
      'error.sendCode',
      'error.verifyCode',
      'resend',
      'start',
      'submit',
      'toggle.help',
    ],
  },
])('deriveTestModel: $name', ({ machine, states, transitions, eventKeys }) => {
  const model = deriveTestModel(machine);

  it('lists the production machine’s states, transitions and event keys', () => {
    expect(model.states).toEqual(states);
    expect([...model.transitions].sort()).toEqual([...transitions].sort());
    expect(model.eventKeys).toEqual(eventKeys);
  });

  it('keeps the state hierarchy: ids, types, initial states, history', () => {
    expect(hierarchy(model.machine)).toEqual(hierarchy(machine));
  });

  it('has exactly the production transitions, read back from the model itself', () => {
    expect(modelTransitions(model.machine).sort()).toEqual([...transitions].sort());
  });

  it('is accepted by createTestModel, which refuses the production machine', () => {
    expect(() => createTestModel(machine)).toThrow(/not supported/);
    expect(() => createTestModel(model.machine)).not.toThrow();
  });

  it.each(['shortest', 'simple'] as const)('%s paths reach every state and traverse every transition', (kind) => {
    const paths = generateModelPaths(model, kind);
    expect([...coveredStates(paths)].sort()).toEqual([...states].sort());
    expect([...coveredTransitions(paths)].sort()).toEqual([...transitions].sort());
  });

  it('generates paths that replay to themselves, fire something at every step, and are not prefixes', () => {
    const paths = generateModelPaths(model);
    const sequences = paths.map((p) => p.steps.map((s) => `${s.eventKey}[${s.case}]`).join(' '));
    for (const [i, path] of paths.entries()) {
      expect(
        replay(
          model,
          path.steps.map((s) => s.event),
        ),
      ).toEqual(path);
      for (const step of path.steps) expect(step.transitions.length).toBeGreaterThan(0);
      const sequence = sequences[i] ?? '';
      expect(sequences.filter((other) => other === sequence || other.startsWith(`${sequence} `))).toEqual([sequence]);
    }
    expect(new Set(paths.map((p) => p.name)).size).toBe(paths.length);
  });
});

describe('deriveTestModel: cases', () => {
  it('offers one event per branch, in the order XState tries them, and else only where a fallback exists', () => {
    const search = deriveTestModel(searchMachine);
    expect(offeredEvents(search, { form: 'editing' })).toEqual([
      { type: 'query.changed' },
      { type: 'search', case: 'hasQuery' },
      { type: 'search', case: 'else' },
    ]);
    expect(offeredEvents(search, 'searching')).toEqual([
      { type: 'done.findItems', case: 'hasItems' },
      { type: 'done.findItems', case: 'else' },
      { type: 'error.findItems' },
    ]);
  });

  it('takes the parent’s unguarded transition as the else of a child’s guarded one', () => {
    const wizard = deriveTestModel(otpWizardMachine);
    const events = offeredEvents(wizard, { otp: { entry: 'typing', resend: 'waiting' } });
    expect(events).toEqual(
      expect.arrayContaining([
        { type: 'submit', case: 'isComplete' },
        { type: 'submit', case: 'else' },
      ]),
    );
    const path = replay(wizard, [{ type: 'start' }, { type: 'submit', case: 'else' }]);
    expect(path.steps[1]?.transitions).toEqual(['otp --submit--> (no target)']);
    expect(path.steps[1]?.states).toContain('otp.entry.typing');
  });

  it('enters every target of a multi-target transition in one step', () => {
    const wizard = deriveTestModel(otpWizardMachine);
    const path = replay(wizard, [{ type: 'start' }, { type: 'back' }]);
    expect(path.steps[1]?.states).toEqual(['otp', 'otp.entry', 'otp.entry.typing', 'otp.resend', 'otp.resend.ready']);
  });

  it('counts a final state left at once through its parent’s onDone as visited, with both transitions', () => {
    const wizard = deriveTestModel(otpWizardMachine);
    const path = replay(wizard, [
      { type: 'start' },
      { type: 'submit', case: 'isComplete' },
      { type: 'done.verifyCode', case: 'isVerified' },
    ]);
    const last = path.steps[2];
    expect(last?.states).toEqual(['finished']);
    expect(last?.visited).toContain('otp.entry.verified');
    expect(last?.transitions).toEqual([
      'otp.entry.verifying --done.verifyCode[isVerified]--> otp.entry.verified',
      'otp.entry --done.state--> finished',
    ]);
  });

  it('offers only `always` in a state the real machine leaves at once, other events where it may rest', () => {
    const machine = setup({ guards: { isTypeListing: () => false, isStale: () => false } }).createMachine({
      initial: 'starting',
      on: { 'search.change': { actions: () => {} } },
      states: {
        starting: { always: [{ guard: 'isTypeListing', target: 'listing' }, { target: 'browsing' }] },
        browsing: { always: [{ guard: 'isStale', target: 'starting' }], on: { open: 'listing' } },
        listing: {},
      },
    });
    const model = deriveTestModel(machine);
    expect(offeredEvents(model, 'starting')).toEqual([
      { type: 'always', case: 'isTypeListing' },
      { type: 'always', case: 'else' },
    ]);
    expect(offeredEvents(model, 'browsing')).toEqual([
      { type: 'open' },
      { type: 'always', case: 'isStale' },
      { type: 'search.change' },
    ]);
    for (const path of generateModelPaths(model)) {
      expect(path.steps[0]?.eventKey).toBe('always');
    }
  });

  it('names guards as the machine does, higher-order ones included', () => {
    expect(guardLabel('hasQuery')).toBe('hasQuery');
    expect(guardLabel({ type: 'hasItems', params: () => ({}) })).toBe('hasItems');
    expect(guardLabel({ type: 'isStep', params: { step: 2 } })).toBe('isStep({"step":2})');
    expect(guardLabel(not('isLocked'))).toBe('not(isLocked)');
    expect(guardLabel(and(['a', or(['b', 'c'])]))).toBe('and(a, or(b, c))');
  });
});

describe('deriveTestModel: refuses what it cannot model faithfully', () => {
  it('rejects wildcard transitions', () => {
    const machine = createMachine({ initial: 'a', states: { a: { on: { '*': 'b' } }, b: {} } });
    expect(() => deriveTestModel(machine)).toThrow(/wildcard/);
  });

  it('rejects inline (unnamed) actors, which no executor key could name', () => {
    const machine = createMachine({
      initial: 'a',
      states: { a: { invoke: { src: fromPromise(async () => 1), onDone: 'b' } }, b: {} },
    });
    expect(() => deriveTestModel(machine)).toThrow(/named in setup/);
  });

  it('rejects a guarded compound onDone', () => {
    const machine = setup({ guards: { ok: () => true } }).createMachine({
      initial: 'a',
      states: {
        a: { initial: 'x', states: { x: { type: 'final' } }, onDone: [{ guard: 'ok', target: 'b' }, { target: 'c' }] },
        b: {},
        c: {},
      },
    });
    expect(() => deriveTestModel(machine)).toThrow(/guarded onDone/);
  });
});
