/**
 * Account verification (000 §2.7, §4.4, §7): ELOG initiation, the cheque's upload to the
 * exchange, mandate retry, link and report, PATCH /customers/kyc, and the sandbox bank's
 * e-mandate and exchange's ELOG pages. Handlers read and change only `c.get('user')`'s rows;
 * another investor's mandate answers 404.
 */
import type { Context } from 'hono';
import { maskAccountNumber } from '../../domain/verification/verification';
import type { Clock } from '../clock';
import { notFound, validationFailed } from '../contract/api-error';
import type { HandlerMap } from '../contract/types';
import type { Database } from '../db/client';
import type { UserDirectory } from '../identity/users';
import { escapeHtml, html } from '../onboarding/exchange-pages';
import { conflict } from '../onboarding/progress';
import { verificationStatus } from '../orders/account-state';
import { uploadChequeToExchange } from '../verification/cheque';
import { authenticateElog, ELOG_PAGE_PATH, findElogPage, initiateElog } from '../verification/elog';
import {
  BANK_MANDATE_PATH,
  type BankDecision,
  dashboardRedirect,
  decideMandate,
  findBankMandate,
  mandateLink,
  recordMandateReport,
  retryMandate,
} from '../verification/mandates';
import { moveSignupStatus } from '../verification/progress';

interface VerificationDeps {
  db: Database;
  clock: Clock;
  users: UserDirectory;
  publicUrl: string;
}

const NOT_YET_VERIFIED_MESSAGE =
  'Your registration, autopay mandate and nominee authentication must all be active first.';

const mandateBody = (rows: Awaited<ReturnType<typeof retryMandate>>) =>
  rows.map(({ mandateCfmId, approvalStatus, accountNumber, bankName }) => ({
    mandateCfmId,
    approvalStatus,
    accountNumber,
    bankName,
  }));

const unknownLink = () => notFound('This link is not valid: it was replaced by a newer one or never existed.');

function requireDashboard(redirect: string, publicUrl: string): URL {
  const url = dashboardRedirect(redirect, publicUrl);
  if (!url) throw validationFailed([{ field: 'query.redirect', message: "must be this site's /dashboard address" }]);
  return url;
}

function returnTo(c: Context, dashboard: URL, decision: BankDecision): Response {
  dashboard.searchParams.set('status', decision.status);
  dashboard.searchParams.set('message', decision.message);
  return c.redirect(dashboard.toString(), 303);
}

export function verificationHandlers({
  db,
  clock,
  users,
  publicUrl,
}: VerificationDeps): HandlerMap<
  | 'initiateElog'
  | 'uploadChequeToExchange'
  | 'retryMandate'
  | 'getMandateLink'
  | 'updateMandateStatus'
  | 'completeVerification'
  | 'getMandatePage'
  | 'completeMandate'
  | 'getElogPage'
  | 'completeElog'
> {
  return {
    initiateElog: async ({ c }) => ({
      status: 200,
      body: await initiateElog(db, c.get('user').id, publicUrl, clock.now()),
    }),

    uploadChequeToExchange: async ({ c }) => ({
      status: 200,
      body: await uploadChequeToExchange(db, c.get('user').id, clock.now()),
    }),

    retryMandate: async ({ c }) => ({
      status: 200,
      body: mandateBody(await retryMandate(db, c.get('user'), clock.now())),
    }),

    getMandateLink: async ({ params, c }) => ({
      status: 200,
      body: { url: await mandateLink(db, users, c.get('user'), params.mandateId, publicUrl, clock.now()) },
    }),

    updateMandateStatus: async ({ params, c }) => {
      await recordMandateReport(db, users, c.get('user'), params.mandateId, params.status);
      return { status: 200, body: { status: 'success', message: 'Mandate status recorded.' } };
    },

    completeVerification: async ({ c }) => {
      const user = c.get('user');
      const status = await verificationStatus(db, user);
      if (!status.active) throw conflict(NOT_YET_VERIFIED_MESSAGE);
      await moveSignupStatus(users, user, 'VERIFIED');
      return { status: 200, body: { userStatus: 'VERIFIED' } };
    },

    getMandatePage: async ({ params, query, c }) => {
      const dashboard = requireDashboard(query.redirect, publicUrl);
      const found = await findBankMandate(db, params.token);
      if (!found) throw unknownLink();
      const { mandate } = found;
      const account = `<p>Mandate <strong>${escapeHtml(mandate.mandateCfmId)}</strong> on <strong>${escapeHtml(mandate.bankName)}</strong> account <strong>${escapeHtml(maskAccountNumber(mandate.accountNumber))}</strong>.</p>`;
      if (mandate.approvalStatus !== 'PENDING' && mandate.approvalStatus !== 'REJECTED') {
        return html(
          c,
          'Mandate decided',
          `<h1>Mandate already decided</h1>\n${account}\n<p role="status">Status: ${escapeHtml(mandate.approvalStatus)}.</p>\n<p><a href="${escapeHtml(dashboard.toString())}">Back to Sanchay</a></p>`,
          'bank',
        );
      }
      const query_ = `?redirect=${encodeURIComponent(dashboard.toString())}`;
      const action = (name: string) => `${BANK_MANDATE_PATH}/${encodeURIComponent(found.token)}/${name}${query_}`;
      const button = (name: string, label: string, style = '') =>
        `<form method="post" action="${escapeHtml(action(name))}"><button type="submit"${style ? ` class="${style}"` : ''}>${label}</button></form>`;
      return html(
        c,
        'Authorise your autopay mandate',
        `<h1>Authorise your autopay mandate</h1>
${account}
<p>Sanchay asks your bank to debit this account for your SIP instalments. Approve to authorise the mandate.</p>
<div class="actions">
${button('approve', 'Approve')}
${button('cancel', 'Cancel', 'secondary')}
${button('fail', 'Fail', 'danger')}
</div>`,
        'bank',
      );
    },

    completeMandate: async ({ params, query, c }) => {
      const dashboard = requireDashboard(query.redirect, publicUrl);
      const found = await findBankMandate(db, params.token);
      if (!found) throw unknownLink();
      return returnTo(c, dashboard, await decideMandate(db, users, found.mandate, params.action));
    },

    getElogPage: async ({ params, c }) => {
      const page = await findElogPage(db, params.token);
      if (!page) throw unknownLink();
      const state = page.registration?.elogStatus;
      if (state === 'ACTIVE') return elogResult(c, 'ACTIVE');
      const nominees =
        page.nominees.length === 0
          ? '<p>You have opted out of nominating anyone.</p>'
          : `<ul>${page.nominees.map((n) => `<li>${escapeHtml(n.name)} (${escapeHtml(n.relationship.toLowerCase())}), ${n.percentage}%</li>`).join('')}</ul>`;
      return html(
        c,
        'Authenticate your nominee declaration',
        `<h1>Authenticate your nominee declaration</h1>
<p>The exchange holds this nominee declaration for client <strong>${escapeHtml(page.registration?.clientCode ?? '')}</strong>:</p>
${nominees}
${state === 'FAILED' ? '<p role="alert">The last authentication failed. You can try again.</p>' : ''}
<form method="post" action="${escapeHtml(`${ELOG_PAGE_PATH}/${encodeURIComponent(page.token)}`)}">
<button type="submit">Authenticate</button>
</form>`,
      );
    },

    completeElog: async ({ params, c }) => {
      const page = await findElogPage(db, params.token);
      if (!page) throw unknownLink();
      return elogResult(c, await authenticateElog(db, users, page, clock.now()));
    },
  };
}

function elogResult(c: Context, state: 'ACTIVE' | 'FAILED'): Response {
  return state === 'ACTIVE'
    ? html(
        c,
        'Nominee declaration authenticated',
        '<h1>Nominee declaration authenticated</h1>\n<p role="status">Your ELOG is complete. You can close this tab and press Refresh in Sanchay.</p>',
      )
    : html(
        c,
        'Authentication failed',
        '<h1>Authentication failed</h1>\n<p role="alert">The exchange could not authenticate your nominee declaration. Please close this tab and try again from Sanchay.</p>',
      );
}
