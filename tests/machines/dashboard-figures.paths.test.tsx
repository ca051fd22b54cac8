// @vitest-environment happy-dom
/**
 * Every path of the dashboard figures through the rendered figures (000 §2.7, §8, §9): loading,
 * the counters, or the failed fetch's message with Retry offered exactly 15 seconds after it,
 * busy while the figures are fetched again, then the counters, or the message and its wait once
 * more. Every fetch waits for the answer the test gives it.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, vi } from 'vitest';
import { dashboardFiguresMachine } from '../../machines/dashboard-figures.machine';
import { dashboardMessages as text } from '../../src/features/dashboard';
import { InvestmentFigures } from '../../src/features/dashboard/investment-figures';
import { flush } from '../support/clock';
import { describeModelPaths } from '../support/model';

const userApi = await vi.hoisted(async () => (await import('../support/fake-api')).createFakeApi());
const { ok, serverError } = await import('../support/fake-api');

vi.mock('../../src/api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/api/client')>();
  return { ...real, userApi: { GET: userApi.GET } };
});

afterEach(() => vi.useRealTimers());

/** 000 §9 "Portfolio retry wait 15 s". */
const WAIT_MS = 15_000;

const SUMMARY = {
  asOn: '2026-11-20',
  invested: '1000.00',
  currentValue: '1100.00',
  gainLoss: '100.00',
  returns: '10.00',
  xirr: null,
  returnFigure: { kind: 'ABSOLUTE', percent: '10.00' },
  assetAllocation: [],
  topFunds: [],
  funds: [],
};

type Reply = ReturnType<typeof ok>;

async function renderFigures() {
  vi.useFakeTimers();
  userApi.reset();
  const sut = {
    user: userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    /** When the message (and its wait) last appeared. */
    failedAt: 0,
    /** The fetch under way, answered by the test. */
    answer: undefined as ((reply: Reply) => void) | undefined,
  };
  userApi.on(
    '/portfolios/summary',
    () =>
      new Promise<Reply>((resolve) => {
        sut.answer = resolve;
      }),
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <InvestmentFigures />
      </QueryClientProvider>
    </MantineProvider>,
  );
  await flush();
  return sut;
}

type Sut = Awaited<ReturnType<typeof renderFigures>>;

const retryButton = () => screen.queryByRole('button', { name: text.retry });

async function answer(sut: Sut, reply: Reply) {
  if (!sut.answer) throw new Error('no fetch is waiting for its answer');
  const send = sut.answer;
  sut.answer = undefined;
  await act(async () => send(reply));
  await flush();
  await flush();
}

async function fail(sut: Sut) {
  await answer(sut, serverError());
  sut.failedAt = Date.now();
}

describeModelPaths({
  name: 'dashboard-figures',
  machine: dashboardFiguresMachine,
  setup: renderFigures,
  states: {
    loading: () => {
      expect(screen.getByRole('status')).toHaveTextContent(text.loadingFigures);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      // One fetch, however many ask for the figures.
      expect(userApi.calls('/portfolios/summary')).toHaveLength(1);
    },
    shown: () => {
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(screen.queryByText(text.loadingFigures)).not.toBeInTheDocument();
      const figures = screen.getByLabelText(text.figuresLabel);
      expect(figures).toHaveTextContent(text.counters.current);
      expect(figures).toHaveTextContent('₹1.10');
    },
    failed: () => {
      expect(screen.getByRole('alert')).toHaveTextContent(text.figuresFailed);
      expect(screen.queryByText(text.loadingFigures)).not.toBeInTheDocument();
    },
    'failed.waiting': () => {
      expect(retryButton()).not.toBeInTheDocument();
    },
    'failed.retryable': () => {
      expect(retryButton()).toBeEnabled();
      expect(retryButton()).not.toHaveAttribute('data-loading');
    },
    'failed.retrying': () => {
      expect(retryButton()).toHaveAttribute('data-loading');
      expect(userApi.calls('/portfolios/summary')).toHaveLength(2);
    },
  },
  events: {
    'done.loadFigures': (sut) => answer(sut, ok(SUMMARY)),
    'error.loadFigures': fail,
    'after.PORTFOLIO_RETRY_WAIT': async (sut) => {
      // Exactly 15 s after the message appeared: not a millisecond sooner.
      await act(() => vi.advanceTimersByTimeAsync(sut.failedAt + WAIT_MS - 1 - Date.now()));
      expect(retryButton()).not.toBeInTheDocument();
      await act(() => vi.advanceTimersByTimeAsync(1));
    },
    'figures.retry': async (sut) => {
      const retry = retryButton();
      if (!retry) throw new Error('no Retry to press');
      await sut.user.click(retry);
      await flush();
    },
  },
});
