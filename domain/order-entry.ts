/**
 * Where BUY and SIP lead (000 §2.5, §6, §8). One decision for every screen with those buttons:
 *
 * - An anonymous visitor goes to Sign In with the message parameter and the way back.
 * - A signed-in investor whose signup status is VERIFIED and whose mandate (the first of the
 *   list, approval PENDING when there is none) is APPROVED gets the order modal.
 * - Otherwise a One-Time order with neither the exchange registration nor the nominee/ELOG
 *   approval ACTIVE, and every SIP, get the mandate modal ('Order Placement failed !'); its text
 *   is 'Mandate approval is still pending; please try again later.' while the mandate waits for
 *   approval (WAITING_FOR_MANDATE_APPROVAL, UNDER PROCESSING), else the lump-sum text for a
 *   One-Time order, else 'Mandate not approved, Click here to activate your autopay .'.
 * - Any other One-Time order gets the order modal (it is paid by UPI or net banking).
 */

export type OrderAction = 'BUY' | 'SIP';

/** The order machine's type for each button (000 §3 order request `type`). */
const ORDER_TYPE_OF = { BUY: 'LUMP_SUM', SIP: 'SIP' } as const satisfies Record<OrderAction, string>;

/** What the decision needs to know about the signed-in investor. */
export interface InvestorStanding {
  /** The signup status as the server holds it now (the session token's copy when it cannot be read). */
  signupStatus: string | null;
  /** The first mandate of GET /users/mandates, or null when there is none (or it could not be read). */
  mandate: { mandateCfmId: string; approvalStatus: string } | null;
  /** regStatus and approvalStatus of GET /customers/status (000 §3 session regStatus, approvedStatus). */
  regStatus: string | null;
  approvedStatus: string | null;
}

/** Who is pressing the button. */
export type Visitor = { kind: 'anonymous' } | ({ kind: 'signedIn' } & InvestorStanding);

export const ANONYMOUS: Visitor = { kind: 'anonymous' };

/** The /signin message parameter that asks the visitor to create an account first (001 §2.3). */
const SIGN_IN_MESSAGE = 'createUser';

const VERIFIED = 'VERIFIED';
const APPROVED = 'APPROVED';
const ACTIVE = 'ACTIVE';
/** 000 §3 "approvalStatus (default PENDING)". */
const DEFAULT_APPROVAL = 'PENDING';
/** 000 §8: the approval statuses that read 'still pending'. */
const AWAITING_APPROVAL: readonly string[] = ['WAITING_FOR_MANDATE_APPROVAL', 'UNDER PROCESSING'];

/** Which of the mandate modal's texts (000 §8) applies. */
export type MandateNotice = 'approvalPending' | 'lumpSumNotReady' | 'mandateNotApproved';

type OrderEntry =
  | { kind: 'signIn'; to: '/signin'; search: { message: typeof SIGN_IN_MESSAGE; redirect: string } }
  | { kind: 'orderModal'; type: 'LUMP_SUM' | 'SIP'; mandateId: string | null }
  | { kind: 'mandateModal'; notice: MandateNotice };

interface OrderRequest {
  visitor: Visitor;
  action: OrderAction;
  /** The scheme's fund id (ISIN). */
  fundId: string;
  /** The current path with its search and hash, e.g. "/details/INF0A1B01234". */
  currentPath: string;
}

/** 000 §6 "only if the signup status is VERIFIED and the mandate approval status is APPROVED". */
export function isClearedToOrder(standing: InvestorStanding): boolean {
  return standing.signupStatus === VERIFIED && approvalOf(standing) === APPROVED;
}

/** 000 §6 "a One-Time order with neither regStatus nor approvedStatus ACTIVE". */
export function isBeforeLumpSumApproval(standing: InvestorStanding): boolean {
  return standing.regStatus !== ACTIVE && standing.approvedStatus !== ACTIVE;
}

/** 000 §8: the mandate modal's text for a button the investor is not yet cleared for. */
export function mandateNotice(action: OrderAction, standing: InvestorStanding): MandateNotice {
  if (AWAITING_APPROVAL.includes(approvalOf(standing))) return 'approvalPending';
  return action === 'SIP' ? 'mandateNotApproved' : 'lumpSumNotReady';
}

/** The order machine's type for a button. */
export function orderTypeOf(action: OrderAction): (typeof ORDER_TYPE_OF)[OrderAction] {
  return ORDER_TYPE_OF[action];
}

const approvalOf = (standing: InvestorStanding) => standing.mandate?.approvalStatus ?? DEFAULT_APPROVAL;

export function decideOrderEntry(request: OrderRequest): OrderEntry {
  const { visitor, action } = request;
  if (visitor.kind === 'anonymous') {
    return { kind: 'signIn', to: '/signin', search: { message: SIGN_IN_MESSAGE, redirect: request.currentPath } };
  }
  const orderModal: OrderEntry = {
    kind: 'orderModal',
    type: orderTypeOf(action),
    mandateId: visitor.mandate?.mandateCfmId ?? null,
  };
  if (isClearedToOrder(visitor)) return orderModal;
  if (action === 'SIP' || isBeforeLumpSumApproval(visitor)) {
    return { kind: 'mandateModal', notice: mandateNotice(action, visitor) };
  }
  return orderModal;
}
