/**
 * How a plan reads on its card (001 §2.16, §4.5, §9): the list bean joined with its scheme
 * lookups (name, and for a SIP the scheme's pauseFlag and pauseModCount, 001 §3 "enriched
 * with…"), the status badge, the due date and the 'Due in N days.' line.
 */
import { differenceInCalendarDays } from 'date-fns';
import { isOpenEndedStp } from '../../../domain/transfer-wizards';
import type { PlanSummary } from '../../../machines/plan-change.machine';
import type { PlanPage, SipBean } from '../../api/plans';
import { parseWireDate } from '../../lib/format';
import { PLAN_STATUS_LABELS } from './messages';

/** What a scheme lookup gives a card: still loading, the scheme, or null when it failed. */
export type SchemeLookup =
  | { loading: true }
  | {
      loading: false;
      scheme: {
        schemeName: string;
        sipDetails?: { pauseFlag: 'Y' | 'N'; pauseModCount: number } | null;
      } | null;
    };

/** 001 §3 "'Unknown' if lookup fails". */
const UNKNOWN_SCHEME = 'Unknown';

export interface PlanView {
  summary: PlanSummary;
  /** The schemes are still being looked up. */
  loading: boolean;
  dueDate: string | null;
  /** Beyond the spec (issue 26): a DAILY STP, run every business day until cancelled or the folio runs out. */
  openEnded: boolean;
  /** Beyond the spec (issue 15): a SIP's next instalment and its step-up. */
  nextAmount: string | null;
  stepUp: SipBean['stepUp'];
  nextStepUpDate: string | null;
}

/** The fund ids a page's cards look up (an STP's both). */
export function fundIdsOf(page: PlanPage): string[] {
  return page.type === 'STP'
    ? page.plans.flatMap((plan) => [plan.fromFundId, plan.toFundId])
    : page.plans.map((plan) => plan.fundId);
}

function nameOf(lookup: SchemeLookup): string {
  return lookup.loading ? '' : (lookup.scheme?.schemeName ?? UNKNOWN_SCHEME);
}

/** The page's cards in the server's order, each with what its lookups found so far. */
export function planViews(page: PlanPage, lookup: (fundId: string) => SchemeLookup): PlanView[] {
  switch (page.type) {
    case 'SIP':
      return page.plans.map((plan) => {
        const scheme = lookup(plan.fundId);
        const sip = scheme.loading ? null : (scheme.scheme?.sipDetails ?? null);
        return {
          summary: {
            type: 'SIP',
            id: plan.id,
            status: plan.status,
            amount: plan.amount,
            schemeName: nameOf(scheme),
            toSchemeName: null,
            fundId: plan.fundId,
            pausedCount: plan.pausedCount,
            pauseModificationCount: sip?.pauseModCount ?? null,
            pauseFlag: sip?.pauseFlag === 'Y',
            pauseEnabled: plan.pauseEnabled,
            cancelEnabled: plan.cancelEnabled,
          },
          loading: scheme.loading,
          dueDate: plan.dueDate,
          openEnded: false,
          nextAmount: plan.nextAmount,
          stepUp: plan.stepUp,
          nextStepUpDate: plan.nextStepUpDate,
        };
      });
    case 'STP':
      return page.plans.map((plan) => {
        const from = lookup(plan.fromFundId);
        const to = lookup(plan.toFundId);
        return {
          summary: {
            type: 'STP',
            id: plan.id,
            status: plan.status,
            amount: plan.amount,
            schemeName: nameOf(from),
            toSchemeName: nameOf(to),
            fundId: plan.fromFundId,
            pausedCount: plan.pausedCount,
            pauseModificationCount: null,
            pauseFlag: false,
            pauseEnabled: plan.pauseEnabled,
            cancelEnabled: plan.cancelEnabled,
          },
          loading: from.loading || to.loading,
          dueDate: plan.dueDate,
          openEnded: isOpenEndedStp(plan.frequency),
          nextAmount: null,
          stepUp: null,
          nextStepUpDate: null,
        };
      });
    case 'SWP':
      return page.plans.map((plan) => {
        const scheme = lookup(plan.fundId);
        return {
          summary: {
            type: 'SWP',
            id: plan.id,
            status: plan.status,
            amount: plan.amount,
            schemeName: nameOf(scheme),
            toSchemeName: null,
            fundId: plan.fundId,
            pausedCount: 0,
            pauseModificationCount: null,
            pauseFlag: false,
            pauseEnabled: false,
            cancelEnabled: plan.cancelEnabled,
          },
          loading: scheme.loading,
          dueDate: plan.dueDate,
          openEnded: false,
          nextAmount: null,
          stepUp: null,
          nextStepUpDate: null,
        };
      });
  }
}

export type StatusTone = 'active' | 'pending' | 'cancelling' | 'skipped' | 'ended' | 'other';

/** 001 §4.5 the badge: its word and tone (green Active, red Cancelling, info Skipped, grey other). */
export function planStatusBadge(status: string): { label: string; tone: StatusTone } {
  const label = PLAN_STATUS_LABELS[status] ?? status;
  switch (status) {
    case 'ACTIVE':
      return { label, tone: 'active' };
    case 'PENDING_CONFIRMATION':
      return { label, tone: 'pending' };
    case 'CANCEL_INITIATED':
      return { label, tone: 'cancelling' };
    case 'PAUSED':
      return { label, tone: 'skipped' };
    case 'CANCELLED':
    case 'INACTIVE':
      return { label, tone: 'ended' };
    default:
      return { label, tone: 'other' };
  }
}

/** 001 §2.16 "a due date only when status is ACTIVE". */
export function shownDueDate(view: Pick<PlanView, 'dueDate' | 'summary'>): string | null {
  return view.summary.status === 'ACTIVE' ? view.dueDate : null;
}

/** 001 §2.16, §9: days left when the instalment is due in 1 to 6 days and the plan is not being cancelled. */
export function dueSoonDays(view: Pick<PlanView, 'dueDate' | 'summary'>, today: Date): number | null {
  if (view.dueDate === null || view.summary.status === 'CANCEL_INITIATED') return null;
  const due = parseWireDate(view.dueDate);
  if (!due) return null;
  const days = differenceInCalendarDays(due, today);
  return days >= 1 && days <= 6 ? days : null;
}
