// @vitest-environment happy-dom

import { afterEach, describe, expect, it, vi } from 'vitest';
import type { InspectionEvent } from 'xstate';

const next = vi.fn();
vi.mock('@statelyai/inspect', () => ({ createBrowserInspector: () => ({ inspect: { next } }) }));

async function loadInspectorAt(search: string) {
  window.history.replaceState(null, '', `/sanchay-home${search}`);
  vi.resetModules();
  return (await import('../../src/app/inspector')).inspect;
}

afterEach(() => {
  next.mockClear();
  window.history.replaceState(null, '', '/');
});

describe('?inspect in development', () => {
  it('is off without the parameter', async () => {
    expect(await loadInspectorAt('')).toBeUndefined();
    expect(await loadInspectorAt('?name=EQUITY')).toBeUndefined();
  });

  it('forwards every inspection event to the Stately inspector, including those before it loaded', async () => {
    const inspect = await loadInspectorAt('?inspect');
    expect(inspect).toBeTypeOf('function');
    const early = { type: '@xstate.actor' } as InspectionEvent;
    const late = { type: '@xstate.event' } as InspectionEvent;
    inspect?.(early);
    await vi.waitFor(() => expect(next).toHaveBeenCalledWith(early));
    inspect?.(late);
    expect(next.mock.calls.map(([event]) => event)).toEqual([early, late]);
  });
});
