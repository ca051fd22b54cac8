// @vitest-environment happy-dom
/**
 * The whole chain on a rendered component: paths derived from the fixture machine, executed
 * with real controls, an invoked actor settled through a deferred, a named delay advanced with
 * fake timers, and a guarded branch chosen by the executor.
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import { searchMachine } from './fixtures/search.machine';
import { searchSpecTable } from './fixtures/search.spec-table';
import { SearchView } from './fixtures/search-view';
import { createDeferredActors, describeModelPaths } from './index';

const FUNDS = ['Alpha Growth Fund', 'Beta Liquid Fund'];

afterEach(() => {
  vi.useRealTimers();
});

describeModelPaths({
  name: 'fixture-search',
  machine: searchMachine,
  // The product's machines are found with theirs (machines/<flow>.spec-table.ts); a fixture passes its own.
  spec: searchSpecTable,
  setup: () => {
    // Plain fake timers: time moves only when the test advances it, so delays are asserted to
    // the millisecond (tests/setup.ts lets Testing Library drive the fake clock).
    vi.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const deferred = createDeferredActors(searchMachine, ['findItems']);
    render(<SearchView machine={searchMachine.provide({ actors: deferred.actors })} />);
    return { user, deferred };
  },
  states: {
    form: () => {
      expect(screen.getByLabelText('Query')).toBeVisible();
      expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    },
    'form.editing': () => expect(screen.queryByRole('alert')).not.toBeInTheDocument(),
    'form.invalid': () => expect(screen.getByRole('alert')).toHaveTextContent('Please enter a query'),
    searching: ({ deferred }) => {
      expect(screen.getByRole('status')).toHaveTextContent('Searching…');
      expect(screen.queryByLabelText('Query')).not.toBeInTheDocument();
      expect(deferred.calls('findItems').at(-1)).toBe('alpha');
    },
    results: () => expect(screen.getByRole('button', { name: 'New search' })).toBeVisible(),
    'results.list': () => {
      const region = screen.getByRole('region', { name: 'Results' });
      expect([...region.querySelectorAll('li')].map((li) => li.textContent)).toEqual(FUNDS);
    },
    'results.empty': () => expect(screen.getByText('No funds match')).toBeVisible(),
    failed: () => expect(screen.getByRole('alert')).toHaveTextContent('Search failed. Trying again in 5 seconds.'),
  },
  events: {
    'query.changed': ({ user }) => user.type(screen.getByLabelText('Query'), 'beta'),
    search: async ({ user }, step) => {
      const input = screen.getByLabelText('Query');
      await user.clear(input);
      if (step.case === 'hasQuery') await user.type(input, 'alpha');
      await user.click(screen.getByRole('button', { name: 'Search' }));
    },
    // Settled inside act, so the machine's reaction is rendered before the states are asserted.
    'done.findItems': ({ deferred }, step) =>
      act(() => deferred.resolve('findItems', step.case === 'hasItems' ? FUNDS : [])),
    'error.findItems': ({ deferred }) => act(() => deferred.reject('findItems', new Error('network down'))),
    reset: ({ user }) => user.click(screen.getByRole('button', { name: 'New search' })),
    retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Retry now' })),
    'after.RETRY_WAIT': async () => {
      // One millisecond short of the delay nothing has happened; at exactly 5 s the machine
      // retries by itself. Checked synchronously: a findBy* would move the clock on while polling.
      await act(() => vi.advanceTimersByTimeAsync(4_999));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    },
  },
});
