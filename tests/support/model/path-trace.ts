/**
 * A suite's side of a path context (machines/model/path-context.ts): `traceOf` reads, from the
 * path a setup is about to drive, the value it starts from (the variant to render) and the value
 * after each step; `tracing` wraps the executors so each finds, in `sut.trace.value`, the value its
 * step must leave (an amount typed valid or not) before it runs.
 */
import { type PathContext, traceContext } from '../../../machines/model/path-context';
import type { PathInfo } from './types';

export interface PathTrace {
  /** Before the first step: the value the path starts from; in an executor, the one after its step. */
  value: string;
  readonly after: readonly string[];
  taken: number;
}

export function traceOf(context: PathContext, path: PathInfo): PathTrace {
  const trace = traceContext(context, path.steps);
  if (!trace) throw new Error(`The path context rules this path out: ${path.name}`);
  const [value = '', ...after] = trace;
  return { value, after, taken: 0 };
}

/** The executors, each first moving `sut.trace` on to the value after its step. */
export function tracing<TSut extends { trace: PathTrace }, TEvents extends object>(events: TEvents): TEvents {
  return Object.fromEntries(
    Object.entries(events).map(([key, run]) => [
      key,
      (sut: TSut, step: unknown) => {
        sut.trace.value = sut.trace.after[sut.trace.taken++] ?? sut.trace.value;
        return (run as (sut: TSut, step: unknown) => unknown)(sut, step);
      },
    ]),
  ) as TEvents;
}
