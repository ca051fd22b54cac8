/**
 * Promise actors the test settles by hand. A model path says "now the load succeeds" or "now
 * it fails" (`done.<src>` / `error.<src>`); the executor does exactly that on the pending call,
 * so the rendered feature goes through its real loading, success and failure states.
 *
 * @example
 * const deferred = createDeferredActors(searchMachine, ['findItems']);
 * render(<Search machine={searchMachine.provide({ actors: deferred.actors })} />);
 * // ...in the 'done.findItems' executor:
 * await deferred.resolve('findItems', ['Alpha Fund']);
 */
import { type AnyStateMachine, fromPromise, type InputFrom, type OutputFrom, type PromiseActorLogic } from 'xstate';
import type { ActorLogicOf, ActorSrcOf } from './types';

// Captured before any test installs fake timers, so waiting for a call times out in real time.
const realSetTimeout = globalThis.setTimeout;
const realClearTimeout = globalThis.clearTimeout;
const realNow = Date.now;

export interface DeferredCall<TInput, TOutput> {
  input: TInput;
  resolve: (output: TOutput) => void;
  reject: (error: unknown) => void;
}

type In<M, K extends string> = InputFrom<ActorLogicOf<M, K>>;
type Out<M, K extends string> = OutputFrom<ActorLogicOf<M, K>>;

export interface DeferredActors<M extends AnyStateMachine, K extends ActorSrcOf<M>> {
  /** Pass to `machine.provide({ actors })`. */
  actors: { [N in K]: PromiseActorLogic<Out<M, N>, In<M, N>> };
  /** The oldest unsettled call of `name`, waiting for the machine to invoke it if needed. */
  next<N extends K>(name: N): Promise<DeferredCall<In<M, N>, Out<M, N>>>;
  /** Settles the oldest unsettled call of `name` with `output`. */
  resolve<N extends K>(name: N, output: Out<M, N>): Promise<void>;
  /** Fails the oldest unsettled call of `name`. */
  reject(name: K, error?: unknown): Promise<void>;
  /** Inputs of every call of `name` so far, oldest first. */
  calls<N extends K>(name: N): Array<In<M, N>>;
  /** How many calls of `name` are waiting to be settled. */
  pending(name: K): number;
}

/**
 * Replaces the named promise actors of `machine` with controllable ones. Calls that the machine
 * abandons (it left the invoking state) are dropped, so `resolve` never settles a stale call.
 */
export function createDeferredActors<M extends AnyStateMachine, const K extends ActorSrcOf<M>>(
  machine: M,
  names: readonly K[],
  { timeoutMs = 2000 }: { timeoutMs?: number } = {},
): DeferredActors<M, K> {
  const declared = machine.implementations.actors as Record<string, unknown>;
  for (const name of names) {
    if (!(name in declared)) throw new Error(`createDeferredActors: "${name}" is not an actor of ${machine.id}`);
  }
  type AnyCall = DeferredCall<unknown, unknown>;
  const queues = new Map<string, AnyCall[]>(names.map((name) => [name, []]));
  const history = new Map<string, unknown[]>(names.map((name) => [name, []]));
  const waiters = new Map<string, Array<() => void>>();

  const logic = (name: string) =>
    fromPromise<unknown, unknown>(
      ({ input, signal }) =>
        new Promise((resolve, reject) => {
          const queue = queues.get(name) ?? [];
          const call: AnyCall = { input, resolve, reject };
          queue.push(call);
          history.get(name)?.push(input);
          signal.addEventListener('abort', () => {
            const at = queue.indexOf(call);
            if (at >= 0) queue.splice(at, 1);
          });
          for (const wake of waiters.get(name)?.splice(0) ?? []) wake();
        }),
    );

  const next = async (name: string): Promise<AnyCall> => {
    const deadline = realNow() + timeoutMs;
    for (;;) {
      const call = queues.get(name)?.[0];
      if (call) return call;
      const remaining = deadline - realNow();
      if (remaining <= 0) {
        throw new Error(`No pending call of "${name}" within ${timeoutMs} ms: the feature did not invoke it.`);
      }
      await new Promise<void>((wake) => {
        const timer = realSetTimeout(wake, remaining);
        const list = waiters.get(name) ?? [];
        list.push(() => {
          realClearTimeout(timer);
          wake();
        });
        waiters.set(name, list);
      });
    }
  };
  const settle = async (name: string, how: (call: AnyCall) => void) => {
    const call = await next(name);
    queues.get(name)?.shift();
    how(call);
  };

  return {
    actors: Object.fromEntries(names.map((name) => [name, logic(name)])),
    next,
    resolve: (name, output) => settle(name, (call) => call.resolve(output)),
    reject: (name, error = new Error(`${name} failed (test)`)) => settle(name, (call) => call.reject(error)),
    calls: (name) => [...(history.get(name) ?? [])],
    pending: (name) => queues.get(name)?.length ?? 0,
  } as DeferredActors<M, K>;
}
