/**
 * The Stately-editor JSON of a machine: the fixture's exactly (every construct the export
 * handles), the order machine's invoked code entry and guarded branches, and for every machine
 * in machines/ the round trip: the JSON, fed back to XState's createMachine, has the machine's
 * states and transitions, as the model-based tests derive them.
 */

import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { deriveTestModel } from '../../../machines/model/derive';
import { orderMachine } from '../../../machines/order.machine';
import { catalogue } from '../../../src/features/flows/machine-catalogue';
import { statelyConfig, statelyImportCode, statelyJson } from '../../../src/features/flows/stately-export';
import { playerMachine } from './export-fixture';

describe('the Stately-editor JSON', () => {
  it('gives the fixture machine as its config: targets, guards and actions by name, invoke, delays, always', () => {
    expect(statelyConfig(playerMachine)).toEqual({
      id: 'player',
      context: { tries: 0 },
      initial: 'loading',
      description: 'A player: load, then play and pause, with sound and a volume side by side.',
      on: { close: { target: '.stopped' } },
      states: {
        loading: {
          entry: ['countTry'],
          invoke: {
            src: 'loadTrack',
            onDone: [{ target: 'ready', guard: 'hasTrack' }, { target: 'stopped' }],
            onError: { target: 'failed' },
          },
          after: { GIVE_UP: { target: 'failed' } },
        },
        failed: {
          always: [{ target: 'loading', guard: { type: 'isQuiet', params: { below: 3 } } }, { target: 'stopped' }],
        },
        ready: {
          type: 'parallel',
          onDone: { target: 'stopped' },
          states: {
            playback: {
              initial: 'paused',
              states: {
                paused: { on: { play: { target: 'playing' } } },
                playing: {
                  id: 'nowPlaying',
                  exit: [{ type: 'log', params: { what: 'left playing' } }],
                  on: { pause: { target: 'paused' }, stop: { target: 'done' } },
                  after: { 1000: { target: 'playing', reenter: true } },
                },
                done: { type: 'final' },
              },
            },
            sound: {
              initial: 'on',
              states: { on: { on: { mute: { target: 'off' } } }, off: { type: 'final' } },
            },
          },
        },
        stopped: { type: 'final', entry: ['xstate.assign'] },
      },
    });
  });

  it('is JSON as the download gives it, and createMachine(…) as the editor imports it', () => {
    expect(JSON.parse(statelyJson(playerMachine))).toEqual(statelyConfig(playerMachine));
    const code = statelyImportCode(playerMachine);
    expect(code.startsWith('createMachine({')).toBe(true);
    expect(JSON.parse(code.slice('createMachine('.length, code.lastIndexOf(')')))).toEqual(
      statelyConfig(playerMachine),
    );
  });

  it('gives the order machine with its invoked actors, guarded branches and named actions', () => {
    const config = statelyConfig(orderMachine) as {
      id: string;
      description: string;
      states: Record<string, Record<string, unknown>>;
    };
    expect(config.id).toBe('order');
    expect(config.description).toMatch(/^The order modal/);
    expect(config.states.amountForm?.on).toMatchObject({
      'order.invest': [{ target: 'placing', guard: 'isFormComplete' }, { actions: ['markSubmitted'] }],
    });
    expect(config.states.placing?.invoke).toEqual({
      src: 'placeOrder',
      onDone: { target: 'otpEntry', actions: ['recordOrder'] },
      onError: { target: 'failure', actions: ['recordFailure'] },
    });
    expect(config.states.otpEntry?.invoke).toMatchObject({
      src: 'codeEntry',
      id: 'codeEntry',
      onDone: [{ target: 'sipRegistered', guard: 'isSipOrder' }, { target: 'paymentChoice' }],
    });
    // Context is a function of the order's input: it has no JSON form and is left out.
    expect(config).not.toHaveProperty('context');
  });

  it.each(catalogue.map((entry) => entry.slug))(
    'gives %s back to createMachine with the same states and transitions',
    async (slug) => {
      const machine = await catalogue.find((entry) => entry.slug === slug)?.load();
      if (!machine) throw new Error(`no machine ${slug}`);
      const json = JSON.parse(statelyJson(machine));
      const original = deriveTestModel(machine);
      const imported = deriveTestModel(createMachine(json));
      expect(imported.states).toEqual(original.states);
      expect(imported.transitions).toEqual(original.transitions);
    },
  );
});
