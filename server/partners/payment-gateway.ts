/**
 * The payment gateway in the sandbox (partner `payments`): UPI collect requests and the
 * net-banking page of a sandbox bank. Nothing leaves the machine.
 *
 * Magic UPI ids when the partner is on `auto`:
 * - `success@sanchay`, and any other well-formed id: accepted ('100'); the payer approves, so
 *   the payment is made by the next status poll.
 * - `pending@sanchay`: accepted ('100') and never answered, so the app's polling times out.
 * - `failure@sanchay`: declined at once (statuscode '101' with the reason).
 * - a malformed id (not `name@handle`): statuscode '102', 'Invalid UPI ID...'.
 * Forced outcomes: `success` accepts every well-formed id, `failure` declines every payment
 * (net banking too), `timeout` leaves every UPI request unanswered.
 */
import type { Database } from '../db/client';
import { partnerOutcome } from './outcomes';

export const UPI_ACCEPTED = '100';
const UPI_DECLINED = '101';
const UPI_INVALID = '102';

const MAGIC_VPAS = {
  success: 'success@sanchay',
  failure: 'failure@sanchay',
  pending: 'pending@sanchay',
} as const;

const VPA_PATTERN = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export const UPI_DECLINED_MESSAGE = "Payment declined by the payer's bank. Please try again with another UPI ID.";
export const UPI_INVALID_MESSAGE =
  'Invalid UPI ID. Please enter the UPI ID linked to your bank account, like name@bank.';
const NET_BANKING_DOWN_MESSAGE = 'Net banking is not available for your bank at the moment. Please pay by UPI.';
export const NET_BANKING_CANCELLED = 'Payment cancelled at the bank.';

type UpiDecision =
  | { accepted: true; settlesOn: 'poll' | 'never' }
  | { accepted: false; statuscode: string; message: string; declined: boolean };

export async function requestUpiCollect(db: Database, vpa: string): Promise<UpiDecision> {
  const id = vpa.trim();
  if (!VPA_PATTERN.test(id)) {
    return { accepted: false, statuscode: UPI_INVALID, message: UPI_INVALID_MESSAGE, declined: false };
  }
  const outcome = await partnerOutcome(db, 'payments');
  const magic = id.toLowerCase();
  if (outcome === 'failure' || (outcome === 'auto' && magic === MAGIC_VPAS.failure)) {
    return { accepted: false, statuscode: UPI_DECLINED, message: UPI_DECLINED_MESSAGE, declined: true };
  }
  if (outcome === 'timeout' || (outcome === 'auto' && magic === MAGIC_VPAS.pending)) {
    return { accepted: true, settlesOn: 'never' };
  }
  return { accepted: true, settlesOn: 'poll' };
}

type NetBankingDecision = { accepted: true } | { accepted: false; statuscode: string; message: string };

export async function requestNetBanking(db: Database): Promise<NetBankingDecision> {
  const outcome = await partnerOutcome(db, 'payments');
  return outcome === 'failure'
    ? { accepted: false, statuscode: UPI_DECLINED, message: NET_BANKING_DOWN_MESSAGE }
    : { accepted: true };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const formatRupees = (amount: string) => {
  const [whole = '0', paise = '00'] = amount.split('.');
  const lastThree = whole.slice(-3);
  const rest = whole.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  return `₹${rest ? `${rest},${lastThree}` : lastThree}.${paise}`;
};

const PAGE_STYLE = `
  body { font-family: system-ui, sans-serif; margin: 0; background: #f4f6fb; color: #1a1b1e; }
  main { max-width: 28rem; margin: 3rem auto; background: #fff; border: 1px solid #ced4da; border-radius: 8px; padding: 1.5rem; }
  h1 { font-size: 1.4rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
  button { font: inherit; padding: 0.6rem 1.4rem; border-radius: 6px; cursor: pointer; }
  button:focus-visible, a:focus-visible { outline: 3px solid #1c4ed8; outline-offset: 2px; }
  .pay { background: #1c4ed8; color: #fff; border: 1px solid #1c4ed8; }
  .cancel { background: #fff; color: #a51d1d; border: 1px solid #a51d1d; }
  a { color: #1c4ed8; }
  .note { color: #495057; font-size: 0.9rem; }
`;

function page(title: string, content: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${PAGE_STYLE}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>`;
}

interface BankPageOrder {
  orderId: number;
  amount: string;
  schemeName: string;
  /** The payment's reference: the page's forms carry it, so only this page can settle it. */
  bankRef: string;
}

/** The sandbox bank's page: the order and a Pay and a Cancel button, each posting a form. Every value is escaped. */
export function netBankingPage(order: BankPageOrder): string {
  const action = (verb: 'pay' | 'cancel') =>
    escapeHtml(`/sandbox/netbanking/${order.orderId}/${verb}?ref=${encodeURIComponent(order.bankRef)}`);
  return page(
    'Sandbox Bank: confirm your payment',
    `<h1>Sandbox Bank net banking</h1>
<p>Sanchay asks you to pay for this order.</p>
<dl>
<dt>Order</dt><dd>OS-${String(order.orderId).padStart(2, '0')}</dd>
<dt>Scheme</dt><dd>${escapeHtml(order.schemeName)}</dd>
<dt>Amount</dt><dd>${escapeHtml(formatRupees(order.amount))}</dd>
</dl>
<div class="actions">
<form method="post" action="${action('pay')}"><button type="submit" class="pay">Pay</button></form>
<form method="post" action="${action('cancel')}"><button type="submit" class="cancel">Cancel</button></form>
</div>
<p class="note">This is the sandbox's simulated bank; no money moves.</p>`,
  );
}

/** The page the bank shows after Pay or Cancel, or when the payment was settled already. */
export function netBankingResultPage(heading: string, text: string): string {
  return page(
    `Sandbox Bank: ${heading}`,
    `<h1 role="status">${escapeHtml(heading)}</h1>
<p>${escapeHtml(text)}</p>
<p>You can close this window and return to Sanchay. <a href="/orderstatus">View your orders</a></p>`,
  );
}
