/**
 * The machine a `<flow>.machine.ts` module exports: the export named for the file
 * (`order` → `orderMachine`) when there is one, else its only machine export. The flow atlas and
 * the path report find machines by file name and read them with this.
 */
import { type AnyStateMachine, StateMachine } from 'xstate';

/** `slug` is the file's path under machines/ without `.machine.ts`: `order`, `onboarding/pan-fetch`. */
export function machineOf(slug: string, module: Record<string, unknown>): AnyStateMachine {
  const machines = Object.entries(module).filter(
    (entry): entry is [string, AnyStateMachine] => entry[1] instanceof StateMachine,
  );
  const expected = `${camelCase(slug.split('/').at(-1) ?? slug)}Machine`;
  const named = machines.find(([name]) => name === expected) ?? (machines.length === 1 ? machines[0] : undefined);
  if (!named) throw new Error(`machines/${slug}.machine.ts exports no machine named ${expected}`);
  return named[1];
}

function camelCase(name: string): string {
  return name.replace(/-([a-z0-9])/g, (_, letter: string) => letter.toUpperCase());
}
