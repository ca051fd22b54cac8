// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { dashboardMessages as text } from '../../../src/features/dashboard';
import { InvestmentFigures } from '../../../src/features/dashboard/investment-figures';

/** 000 §9 "Portfolio retry wait 15 s". */
const FIGURES_RETRY_WAIT_MS = 15_000;

const userApi = await vi.hoisted(async () => (await import('../../support/fake-api')).createFakeApi());
const { ok, serverError } = await import('../../support/fake-api');

vi.mock('../../../src/api/client', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../src/api/client')>();
  return { ...real, userApi: { GET: userApi.GET } };
});

const SUMMARY = {
  asOn: '2025-06-16',
  invested: '1000.00',
  currentValue: '1100.00',
  gainLoss: '100.00',
  returns: '10.00',
  xirr: '-3.25',
  returnFigure: { kind: 'XIRR', percent: '-3.25' },
  assetAllocation: [],
  topFunds: [],
  funds: [],
};

function renderFigures() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <InvestmentFigures />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

/** Lets the fake API's promises and React Query's zero-delay notifications run. */
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

beforeEach(() => {
  userApi.reset();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe('the dashboard figures when the portfolio cannot be fetched (000 §8, §9)', () => {
  it('offers Retry only once the 15 seconds the message names are over, and then loads', async () => {
    userApi.on('/portfolios/summary', () => serverError());
    renderFigures();
    await settle();
    expect(screen.getByRole('alert')).toHaveTextContent(text.figuresFailed);

    await act(() => vi.advanceTimersByTimeAsync(FIGURES_RETRY_WAIT_MS - 1));
    expect(screen.queryByRole('button', { name: text.retry })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    const retry = screen.getByRole('button', { name: text.retry });

    userApi.on('/portfolios/summary', () => ok(SUMMARY));
    fireEvent.click(retry);
    await settle();
    await settle();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText('-3.25%')).toBeInTheDocument();
    expect(userApi.calls('/portfolios/summary')).toHaveLength(2);
  });
  it('waits the 15 seconds again when Retry fails too, as the message says', async () => {
    userApi.on('/portfolios/summary', () => serverError());
    renderFigures();
    await settle();
    await act(() => vi.advanceTimersByTimeAsync(FIGURES_RETRY_WAIT_MS));
    fireEvent.click(screen.getByRole('button', { name: text.retry }));
    await settle();
    await settle();
    expect(userApi.calls('/portfolios/summary')).toHaveLength(2);
    expect(screen.getByRole('alert')).toHaveTextContent(text.figuresFailed);
    expect(screen.queryByRole('button', { name: text.retry })).not.toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(FIGURES_RETRY_WAIT_MS - 1));
    expect(screen.queryByRole('button', { name: text.retry })).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('button', { name: text.retry })).toBeEnabled();
  });
});
