/**
 * A small machine with every construct the exports handle: a root event, nested and parallel
 * states, an invoked actor with a guarded onDone and an onError, a named and a numeric delay, an
 * eventless decision, a final state whose parent has onDone, entry and exit actions (named, built
 * in, with plain-data parameters), a guard with parameters, a re-entering transition and a
 * custom state id.
 */
import { assign, fromPromise, setup } from 'xstate';

export const playerMachine = setup({
  types: {
    context: {} as { tries: number },
    events: {} as { type: 'play' } | { type: 'pause' } | { type: 'stop' } | { type: 'mute' } | { type: 'close' },
  },
  actors: { loadTrack: fromPromise<string>(async () => 'track') },
  actions: {
    log: (_, _params: { what: string }) => {},
    countTry: assign({ tries: ({ context }) => context.tries + 1 }),
  },
  guards: { hasTrack: () => true, isQuiet: (_, _params: { below: number }) => true },
  delays: { GIVE_UP: 30_000 },
}).createMachine({
  id: 'player',
  description: 'A player: load, then play and pause, with sound and a volume side by side.',
  context: { tries: 0 },
  initial: 'loading',
  on: { close: '.stopped' },
  states: {
    loading: {
      entry: 'countTry',
      invoke: {
        src: 'loadTrack',
        onDone: [{ guard: 'hasTrack', target: 'ready' }, { target: 'stopped' }],
        onError: 'failed',
      },
      after: { GIVE_UP: 'failed' },
    },
    failed: {
      always: [{ guard: { type: 'isQuiet', params: { below: 3 } }, target: 'loading' }, { target: 'stopped' }],
    },
    ready: {
      type: 'parallel',
      onDone: 'stopped',
      states: {
        playback: {
          initial: 'paused',
          states: {
            paused: { on: { play: 'playing' } },
            playing: {
              id: 'nowPlaying',
              exit: { type: 'log', params: { what: 'left playing' } },
              on: { pause: 'paused', stop: 'done' },
              after: { 1000: { target: 'playing', reenter: true } },
            },
            done: { type: 'final' },
          },
        },
        sound: {
          initial: 'on',
          states: {
            on: { on: { mute: 'off' } },
            off: { type: 'final' },
          },
        },
      },
    },
    stopped: { type: 'final', entry: assign({ tries: 0 }) },
  },
});
