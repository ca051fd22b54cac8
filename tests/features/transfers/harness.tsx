/**
 * Renders a wizard the way its route does (router, query client, Mantine) with every call of
 * its machine and children settled by the test: /switch, /stp or /swp, beside /portfolio and
 * /orderstatus placeholders.
 */
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, vi } from 'vitest';
import type { TargetScheme, WizardHolding } from '../../../domain/transfer-wizards';
import { codeEntryMachine } from '../../../machines/shared/code-entry.machine';
import { resendCountdownMachine } from '../../../machines/shared/resend-countdown.machine';
import { transferTargetsMachine } from '../../../machines/transfer-wizard-targets.machine';
import { flush } from '../../support/clock';
import { createDeferredActors } from '../../support/model';

export const EMAIL = 'vikram.mehta@example.in';
export const MASKED_EMAIL = 'vxxx@example.in';
export const ORDER_ID = 42;
export const FUND_ID = 'INF0A1B01234';
/** Tuesday 24 November 2026, local time. */
export const TODAY = new Date(2026, 10, 24);

afterEach(() => vi.useRealTimers());

export function holding(folio: string, currentValue: string, lockInQuantity = '0.0000'): WizardHolding {
  return {
    fundId: FUND_ID,
    schemeName: 'Sanchay Bluechip Fund - Growth',
    folio,
    amcCode: 'SANCHAY',
    currentValue,
    nav: '100.0000',
    lockInQuantity,
    pendingQuantity: '0.0000',
    minimumRedemptionAmount: '500.00',
    maximumRedemptionAmount: '0.00',
    redemptionAllowed: 'Y',
    switchFlag: 'Y',
    lockinPeriodFlag: 'N',
  };
}

/** Three folios: the largest fully locked, then a free one and a partly locked one. */
export const HOLDINGS: WizardHolding[] = [
  holding('111/1', '20000.00'),
  holding('333/3', '90000.00', '900.0000'),
  holding('222/2', '50000.00', '100.0000'),
];

/** Only a fully locked folio: nothing is preselected. */
export const LOCKED_HOLDINGS: WizardHolding[] = [holding('333/3', '90000.00', '900.0000')];

export function target(uniqueNo: string, schemeName: string, overrides: Partial<TargetScheme> = {}): TargetScheme {
  return {
    uniqueNo,
    schemeName,
    purchaseTransactionMode: 'DP',
    switchFlag: 'Y',
    purchaseAllowed: 'Y',
    redemptionAllowed: 'Y',
    minimumPurchaseAmount: '1000.00',
    maximumPurchaseAmount: '0.00',
    stpMasterBean: {
      regIn: 'Y',
      inMinInstAmt: '500.00',
      inMaxInstAmt: '100000.00',
      minInstNumbers: 6,
      maxInstNumbers: 120,
      inMultiplierAmt: '1.00',
    },
    ...overrides,
  };
}

/** The first page: the source (always refused) and one target that is allowed. */
export const TARGET_PAGE = {
  totalElements: 2,
  userProducts: [
    target(FUND_ID, 'Sanchay Bluechip Fund - Growth'),
    target('INF0A1B09999', 'Sanchay Liquid Fund - Growth'),
  ],
};

export function childActors() {
  const targets = createDeferredActors(transferTargetsMachine, ['loadTargets']);
  const code = createDeferredActors(codeEntryMachine, ['verifyCode']);
  const resend = createDeferredActors(resendCountdownMachine, ['sendCode']);
  return {
    targets,
    code,
    resend,
    actors: {
      targetList: transferTargetsMachine.provide({ actors: targets.actors }),
      codeEntry: codeEntryMachine.provide({
        actors: { ...code.actors, resendCountdown: resendCountdownMachine.provide({ actors: resend.actors }) },
      }),
    },
  };
}

/** Renders `wizard` at `path` in a memory router with /portfolio and /orderstatus beside it. */
export async function renderWizard(path: string, wizard: () => ReactNode) {
  vi.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <>
        <header>
          <button type="button">Navbar</button>
        </header>
        <main>
          <Outlet />
        </main>
      </>
    ),
  });
  const routes = [
    createRoute({ getParentRoute: () => rootRoute, path, component: wizard }),
    createRoute({ getParentRoute: () => rootRoute, path: '/portfolio', component: () => <p>Portfolio page</p> }),
    createRoute({ getParentRoute: () => rootRoute, path: '/orderstatus', component: () => <p>Order Status page</p> }),
  ];
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
    defaultPendingMinMs: 0,
  });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  await flush();
  return { user, router };
}

export const main = () => within(screen.getByRole('main'));
export const stepLabel = () => screen.getByTestId('wizard-step');
export const button = (name: string | RegExp) => main().getByRole('button', { name });

/** Settles a call inside act and lets what follows run to rest without moving the clock. */
export async function settle(run: () => Promise<void>) {
  await act(run);
  await flush();
}

/** Picks `option` in the Mantine select labelled `label`. */
export async function chooseOption(user: ReturnType<typeof userEvent.setup>, label: string, option: string) {
  await user.click(main().getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Types a DD/MM/YYYY date into the start-date calendar field and leaves it. */
export async function typeStartDate(user: ReturnType<typeof userEvent.setup>, value: string) {
  const field = main().getByRole('textbox', { name: 'Start date' });
  await user.clear(field);
  await user.type(field, value);
  await user.tab();
}

/**
 * Sets the start-date calendar field to a DD/MM/YYYY date by pasting it, and leaves the field;
 * nothing when it shows that date already. A path suite's way: one render where typing is ten.
 */
export async function pasteStartDate(user: ReturnType<typeof userEvent.setup>, value: string) {
  const field = main().getByRole<HTMLInputElement>('textbox', { name: 'Start date' });
  if (field.value === value) return;
  await user.clear(field);
  await user.paste(value);
  await user.tab();
}

/**
 * Makes a text field hold `value`, pasted (one render where typing is one a character);
 * nothing when it holds it already. A path suite's way to fill a plan from whatever state a
 * walk left the form in.
 */
export async function ensureValue(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  if ((field as HTMLInputElement).value === value) return;
  await user.clear(field);
  if (value) await user.paste(value);
}

/** Replaces what a text field holds. */
export async function retype(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value) await user.type(field, value);
}
