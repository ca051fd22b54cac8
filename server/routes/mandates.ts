/**
 * GET /users/mandates (000 §3 "Mandate (first of the list is used)") and GET /customers/status
 * (000 §3 "Verification status"): what the order modal's opening rule (000 §6) and the
 * dashboard read. Only the caller's own rows.
 */
import type { HandlerMap } from '../contract/types';
import type { Database } from '../db/client';
import { listUserMandates, verificationStatus } from '../orders/account-state';

interface MandateDeps {
  db: Database;
}

export function mandateHandlers({ db }: MandateDeps): HandlerMap<'listMandates' | 'getVerificationStatus'> {
  return {
    listMandates: async ({ c }) => ({
      status: 200,
      body: (await listUserMandates(db, c.get('user').id)).map((mandate) => ({
        mandateCfmId: mandate.mandateCfmId,
        approvalStatus: mandate.approvalStatus,
        accountNumber: mandate.accountNumber,
        bankName: mandate.bankName,
      })),
    }),

    getVerificationStatus: async ({ c }) => ({ status: 200, body: await verificationStatus(db, c.get('user')) }),
  };
}
