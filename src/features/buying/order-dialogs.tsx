/**
 * What BUY and SIP open once the investor is signed in (000 §6): the order modal or the mandate
 * modal, and after net banking the notice that stays on the page. Loaded on the first click only,
 * so the order machines stay out of the catalogue pages' first download.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { InvestorStanding } from '../../../domain/order-entry';
import type { OrderScheme } from '../../../machines/order.machine';
import type { OrderEntryDialog } from '../../../machines/order-entry.machine';
import { mandatesQueryOptions, verificationStatusQueryOptions } from '../../api/buying';
import { schemeQueryOptions } from '../../api/catalogue';
import { sandboxClockQueryOptions } from '../../api/sandbox';
import { config } from '../../app/config';
import { BankPaymentNotice } from './bank-payment-notice';
import { MandateModal } from './mandate-modal';
import { OrderModal } from './order-modal';

export interface OrderDialogsProps {
  scheme: OrderScheme;
  dialog: OrderEntryDialog;
  opened: boolean;
  onClose: () => void;
  /** Net banking opened the bank's page (the order modal then closes). */
  onBankPageOpened: (orderId: number) => void;
  /** The order whose payment goes on in the bank's window, while the page says so. */
  bankOrderId: number | null;
  onDismissNotice: () => void;
}

export default function OrderDialogs({
  scheme,
  dialog,
  opened,
  onClose,
  onBankPageOpened,
  bankOrderId,
  onDismissNotice,
}: OrderDialogsProps) {
  return (
    <>
      {bankOrderId !== null && <BankPaymentNotice orderId={bankOrderId} onDismiss={onDismissNotice} />}
      {dialog.kind === 'mandateModal' ? (
        <MandateModal notice={dialog.notice} opened={opened} onClose={onClose} />
      ) : (
        <OrderModal
          key={scheme.fundId}
          type={dialog.type}
          scheme={scheme}
          email={dialog.email}
          mandateId={dialog.mandateId}
          today={dialog.today}
          opened={opened}
          onClose={onClose}
          onBankPageOpened={onBankPageOpened}
        />
      )}
    </>
  );
}

/**
 * What the opening rules read about the investor, fetched afresh on every click (000 §6). The
 * signup status is the server's (GET /customers/status `userStatus`): an approval that completed
 * verification a moment ago counts before the session's token is renewed. The token's copy
 * stands in only when the status cannot be read.
 */
export async function readInvestorStanding(
  queryClient: QueryClient,
  sessionSignupStatus: string | null,
): Promise<InvestorStanding> {
  const [mandates, verification] = await Promise.all([
    queryClient.fetchQuery(mandatesQueryOptions()).catch((error: unknown) => {
      console.warn('Mandates could not be read; the mandate counts as pending.', error);
      return [];
    }),
    queryClient.fetchQuery(verificationStatusQueryOptions()).catch((error: unknown) => {
      console.warn('The verification status could not be read.', error);
      return null;
    }),
  ]);
  const first = mandates[0];
  return {
    signupStatus: verification?.userStatus ?? sessionSignupStatus,
    mandate: first ? { mandateCfmId: first.mandateCfmId, approvalStatus: first.approvalStatus } : null,
    regStatus: verification?.regStatus ?? null,
    approvedStatus: verification?.approvalStatus ?? null,
  };
}

/** Today for the SIP dates: the sandbox clock in sandbox builds, so screen and server agree. */
export async function appToday(queryClient: QueryClient): Promise<Date> {
  if (!config.sandbox) return new Date();
  try {
    const clock = await queryClient.fetchQuery(sandboxClockQueryOptions());
    return new Date(clock.now);
  } catch {
    return new Date();
  }
}

/**
 * An NFO entry carries no SIP rules, so a SIP on the NFO page reads them from the scheme's
 * details (000 §5 limits), as the server will when it checks the order. Without them the
 * fallbacks of 000 §5 apply.
 */
export async function withSipRules(queryClient: QueryClient, scheme: OrderScheme): Promise<OrderScheme> {
  if (scheme.sipDetails) return scheme;
  try {
    const details = await queryClient.fetchQuery(schemeQueryOptions(scheme.fundId));
    return { ...scheme, sipDetails: details.sipDetails };
  } catch (error) {
    console.warn('The SIP rules could not be read; the purchase limits apply.', error);
    return scheme;
  }
}
