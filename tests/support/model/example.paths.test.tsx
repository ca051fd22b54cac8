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
import { SearchView } from './fixtures/search-view';
import { createDeferredActors, describeModelPaths } from './index';

const FUNDS = ['Alpha Growth Fund', 'Beta Liquid Fund'];

afterEach(() => {
  vi.useRealTimers();
});

describeModelPaths({
  name: 'fixture-search',
  machine: searchMachine,
  setup: () => {
    // shouldAdvanceTime keeps Testing Library's polling alive; delays fire only when advanced.
    vi.useFakeTimers({ shouldAdvanceTime: true });
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
    searching: async ({ deferred }) => {
      expect(await screen.findByRole('status')).toHaveTextContent('Searching…');
      expect(screen.queryByLabelText('Query')).not.toBeInTheDocument();
      expect(deferred.calls('findItems').at(-1)).toBe('alpha');
    },
    results: async () => expect(await screen.findByRole('button', { name: 'New search' })).toBeVisible(),
    'results.list': async () => {
      const region = await screen.findByRole('region', { name: 'Results' });
      expect([...region.querySelectorAll('li')].map((li) => li.textContent)).toEqual(FUNDS);
    },
    'results.empty': async () => expect(await screen.findByText('No funds match')).toBeVisible(),
    failed: async () =>
      expect(await screen.findByRole('alert')).toHaveTextContent('Search failed. Trying again in 5 seconds.'),
  },
  events: {
    'query.changed': ({ user }) => user.type(screen.getByLabelText('Query'), 'beta'),
    search: async ({ user }, step) => {
      const input = screen.getByLabelText('Query');
      await user.clear(input);
      if (step.case === 'hasQuery') await user.type(input, 'alpha');
      await user.click(screen.getByRole('button', { name: 'Search' }));
    },
    'done.findItems': ({ deferred }, step) => deferred.resolve('findItems', step.case === 'hasItems' ? FUNDS : []),
    'error.findItems': ({ deferred }) => deferred.reject('findItems', new Error('network down')),
    reset: ({ user }) => user.click(screen.getByRole('button', { name: 'New search' })),
    retry: ({ user }) => user.click(screen.getByRole('button', { name: 'Retry now' })),
    'after.RETRY_WAIT': async () => {
      // Short of the delay nothing happens; at 5 s the machine retries by itself. Checked
      // synchronously: findBy* would wait, and with shouldAdvanceTime the clock would move on.
      await act(() => vi.advanceTimersByTimeAsync(4_900));
      expect(screen.queryByRole('status')).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(100));
      expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    },
  },
});
