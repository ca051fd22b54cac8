// @vitest-environment happy-dom
/**
 * Every path of the dashboard modal through the real shell and /dashboard route (000 §2.2, §2.7,
 * §4.2, §4.5): the Dashboard opened by Get Portfolio (the external-flow flag set), by the
 * verification notice's 'click here', by the bank's return, or plainly; the same requests while
 * it is shown; the investor closing each modal, the import ending with the portfolio, Back taking
 * the request out of the address, and the session ending. Each step checks what the address and
 * the flag hold afterwards: the close drops the request, the import's close and end clear the
 * flag, Back leaves it, an ended session leaves the address for Sign In's redirect.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { dashboardModalMachine } from '../../machines/dashboard-modal.machine';
import type { PortfolioSummary } from '../../src/api/portfolio';
import { EXTERNAL_FLOW_KEY } from '../../src/app/session/external-flow';
import { dashboardMessages } from '../../src/features/dashboard';
import { fakeSession } from '../api/identity/fake-identity-provider';
import { currentHref, INVESTOR_EMAIL, renderShell } from '../app/shell/render-shell';
import { describeModelPaths } from '../support/model';
import { withDesktopViewport } from '../support/viewport';

// These steps use the header's menus, shown from 1200 px.
withDesktopViewport();

/** In the valid-notice list and not active (000 §4.1): the notice and its 'click here' show. */
const SIGNUP_STATUS = 'BSE_USER_MANDATE_FAILED';

const SUMMARY: PortfolioSummary = {
  asOn: '2026-11-20',
  invested: '0.00',
  currentValue: '0.00',
  gainLoss: '0.00',
  returns: '0.00',
  xirr: null,
  returnFigure: { kind: 'ABSOLUTE', percent: null },
  assetAllocation: [],
  topFunds: [],
  funds: [],
};

const VERIFICATION_STATUS = {
  active: false,
  regStatus: 'ACTIVE',
  approvalStatus: 'IN_PROGRESS',
  taxStatus: 'INDIVIDUAL',
  chequeUpload: null,
  userStatus: SIGNUP_STATUS,
  mandateStatus: 'FAILED',
  actionButton: 'AUTHORIZE',
  clientCode: 'SAN00000007',
  modifiedDate: null,
};

const BANK_RETURN = { status: 'success', message: 'Your autopay mandate is approved.' } as const;

/** The dialogs of the dashboard modal, by name. */
const DIALOGS = {
  verification: 'Account verification',
  externalImport: 'Get Your Portfolio',
  mandateResult: 'Autopay mandate',
} as const;

const dialog = (name: string) => screen.queryByRole('dialog', { name });
const flag = () => window.sessionStorage.getItem(EXTERNAL_FLOW_KEY);
/** The reload flag of 000 §4.5: set, so the import opens at 'Get Your Portfolio'. */
const RELOAD_FLAG_KEY = 'externalPortfolioFetched';

afterEach(() => vi.restoreAllMocks());

type Shell = Awaited<ReturnType<typeof renderShell>>;

/** Only `name` of the dashboard modal's dialogs is shown (null: none is). */
async function expectOnly(name: string | null) {
  if (name) expect(await screen.findByRole('dialog', { name })).toBeVisible();
  await waitFor(() => {
    for (const other of Object.values(DIALOGS)) if (other !== name) expect(dialog(other)).not.toBeInTheDocument();
  });
}

async function choose(sut: Shell, menu: string, item: string) {
  await sut.user.click(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', { name: menu }));
  await sut.user.click(await screen.findByRole('menuitem', { name: item }));
}

/** Get Portfolio → External Portfolio (000 §2.2): the flag, then the Dashboard with its modal. */
const getPortfolio = (sut: Shell) => choose(sut, 'Get Portfolio', 'External Portfolio');

/** The verification notice's 'click here' (000 §2.2): the Dashboard with its modal. */
const clickHere = async (sut: Shell) => sut.user.click(screen.getByRole('link', { name: 'click here' }));

/** The bank sends the browser back to /dashboard with status and message (000 §2.7). */
const bankReturn = (sut: Shell) => act(() => sut.router.navigate({ to: '/dashboard', search: BANK_RETURN }));

async function setup(path: { steps: ReadonlyArray<{ eventKey: string; case: string | undefined }> }) {
  const opening = path.steps[0]?.case;
  const sut = await renderShell('/privacypolicy', {
    signupStatus: SIGNUP_STATUS,
    userService: {
      'GET /users/status': () => Response.json({ userStatus: SIGNUP_STATUS }),
      'GET /customers/status': () => Response.json(VERIFICATION_STATUS),
      'GET /portfolios/summary': () => Response.json(SUMMARY),
      'GET /users/mandates': () => Response.json([]),
      'GET /mfc/folio': () => Response.json([]),
    },
  });
  // The mandate result renews the session (000 §4.4): the pool says nothing has changed.
  vi.spyOn(sut.identity, 'refresh').mockImplementation(async () =>
    fakeSession(INVESTOR_EMAIL, { signupStatus: SIGNUP_STATUS }),
  );
  window.sessionStorage.setItem(RELOAD_FLAG_KEY, 'true');
  // The Dashboard opens the way the path's first step says: each a navigation from another page.
  if (opening === 'importRequested') await getPortfolio(sut);
  else if (opening === 'modalRequested') await clickHere(sut);
  else if (opening === 'mandateReturned') await bankReturn(sut);
  else await act(() => sut.router.navigate({ to: '/dashboard' }));
  expect(await screen.findByRole('heading', { level: 1, name: dashboardMessages.title })).toBeVisible();
  return { ...sut, hrefAtEnd: '' };
}

describeModelPaths({
  name: 'dashboard-modal',
  // All transition pairs: a request after Back, or after the import ended, is where the address
  // and the machine could part. A handful of paths more than the shortest.
  paths: 'pairs',
  machine: dashboardModalMachine,
  setup,
  states: {
    // Decided the moment the Dashboard opens; setup opened it the way the path's first step says.
    opening: () => {},
    closed: () => expectOnly(null),
    verification: async () => {
      await expectOnly(DIALOGS.verification);
      expect(await within(screen.getByRole('dialog')).findByRole('region', { name: 'Autopay' })).toBeVisible();
    },
    externalImport: async () => {
      await expectOnly(DIALOGS.externalImport);
      expect(flag()).toBe('true');
    },
    mandateResult: async () => {
      await expectOnly(DIALOGS.mandateResult);
      const result = screen.getByRole('dialog', { name: DIALOGS.mandateResult });
      expect(await within(result).findByRole('heading', { name: 'Mandate authorised' })).toBeVisible();
    },
    sessionEnded: async ({ router, hrefAtEnd }) => {
      // 000 §4.2: to Sign In with error=Expired, the address it ended on kept as the redirect.
      await waitFor(() =>
        expect(currentHref(router)).toBe(`/signin?error=Expired&redirect=${encodeURIComponent(hrefAtEnd)}`),
      );
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    },
  },
  events: {
    always: () => {},
    'modal.open': async (sut, step) => {
      if (step.case === 'externalFlowSet') await getPortfolio(sut);
      else await clickHere(sut);
      expect(sut.router.state.location.search).toEqual({ openModal: true });
    },
    'mandate.returned': bankReturn,
    'modal.close': async (sut) => {
      const shown = screen.getByRole('dialog');
      const wasImport = dialog(DIALOGS.externalImport) !== null;
      if (dialog(DIALOGS.mandateResult))
        await sut.user.click(await within(shown).findByRole('button', { name: 'Done' }));
      else await sut.user.click(within(shown).getAllByRole('button', { name: /close/i })[0] as HTMLElement);
      // The request leaves the address; closing the import ends its flag (000 §4.5).
      await waitFor(() => expect(sut.router.state.location.search).toEqual({}));
      expect(sut.router.state.location.pathname).toBe('/dashboard');
      if (wasImport) expect(flag()).toBeNull();
    },
    'modal.withdrawn': async (sut) => {
      // Back in the browser: the address no longer asks for the modal. Leaving the import that
      // way ends its flow too, so the next request (the notice's 'click here') is not the import.
      await act(() => sut.router.navigate({ to: '/dashboard', search: {} }));
      await waitFor(() => expect(flag()).toBeNull());
    },
    'externalFlow.ended': async (sut) => {
      const shown = screen.getByRole('dialog', { name: DIALOGS.externalImport });
      await sut.user.click(within(shown).getByRole('button', { name: 'Get Portfolio' }));
      // 000 §4.5 '-> Portfolio': the import ends with its flag and goes on to the portfolio.
      expect(await screen.findByRole('heading', { name: 'Stand-in /portfolio' })).toBeVisible();
      expect(flag()).toBeNull();
    },
    'session.ended': async (sut) => {
      sut.hrefAtEnd = currentHref(sut.router);
      await act(async () => sut.session.send({ type: 'session.unauthorized' }));
    },
  },
});
