import { describe, expect, it } from 'vitest';
import {
  ANONYMOUS,
  decideOrderEntry,
  type InvestorStanding,
  type OrderAction,
  type Visitor,
} from '../../domain/order-entry';

const PATH = '/details/INF0A1B01234?tab=1#nav';

function signedIn(standing: Partial<InvestorStanding> = {}): Visitor {
  return {
    kind: 'signedIn',
    signupStatus: 'VERIFIED',
    mandate: { mandateCfmId: 'MND-1', approvalStatus: 'APPROVED' },
    regStatus: 'ACTIVE',
    approvedStatus: 'ACTIVE',
    ...standing,
  };
}

const decide = (visitor: Visitor, action: OrderAction) =>
  decideOrderEntry({ visitor, action, fundId: 'INF0A1B01234', currentPath: PATH });

describe('order entry (000 §6, §8)', () => {
  it.each(['BUY', 'SIP'] as const)('sends an anonymous visitor pressing %s to Sign In with the way back', (action) => {
    expect(decide(ANONYMOUS, action)).toEqual({
      kind: 'signIn',
      to: '/signin',
      search: { message: 'createUser', redirect: PATH },
    });
  });

  it('opens the order modal for a VERIFIED investor with an APPROVED mandate, with its id', () => {
    expect(decide(signedIn(), 'BUY')).toEqual({ kind: 'orderModal', type: 'LUMP_SUM', mandateId: 'MND-1' });
    expect(decide(signedIn(), 'SIP')).toEqual({ kind: 'orderModal', type: 'SIP', mandateId: 'MND-1' });
  });

  it('shows the pending text while the mandate waits for approval', () => {
    for (const approvalStatus of ['WAITING_FOR_MANDATE_APPROVAL', 'UNDER PROCESSING']) {
      const visitor = signedIn({
        mandate: { mandateCfmId: 'MND-1', approvalStatus },
        regStatus: 'IN_PROGRESS',
        approvedStatus: 'IN_PROGRESS',
      });
      expect(decide(visitor, 'SIP')).toEqual({ kind: 'mandateModal', notice: 'approvalPending' });
      expect(decide(visitor, 'BUY')).toEqual({ kind: 'mandateModal', notice: 'approvalPending' });
    }
  });

  it('asks for autopay on a SIP without an approved mandate', () => {
    expect(decide(signedIn({ mandate: null }), 'SIP')).toEqual({ kind: 'mandateModal', notice: 'mandateNotApproved' });
    expect(decide(signedIn({ signupStatus: 'EMAIL_VERIFIED' }), 'SIP')).toEqual({
      kind: 'mandateModal',
      notice: 'mandateNotApproved',
    });
  });

  it('blocks a lump sum only when neither the registration nor the approval is ACTIVE', () => {
    const notReady = signedIn({ mandate: null, regStatus: 'IN_PROGRESS', approvedStatus: null });
    expect(decide(notReady, 'BUY')).toEqual({ kind: 'mandateModal', notice: 'lumpSumNotReady' });
    expect(decide(signedIn({ mandate: null, regStatus: 'ACTIVE', approvedStatus: 'FAILED' }), 'BUY')).toEqual({
      kind: 'orderModal',
      type: 'LUMP_SUM',
      mandateId: null,
    });
    expect(decide(signedIn({ mandate: null, regStatus: null, approvedStatus: 'ACTIVE' }), 'BUY')).toEqual({
      kind: 'orderModal',
      type: 'LUMP_SUM',
      mandateId: null,
    });
  });

  it('treats a missing mandate as PENDING (000 §3 default)', () => {
    expect(decide(signedIn({ mandate: null, regStatus: null, approvedStatus: null }), 'BUY')).toEqual({
      kind: 'mandateModal',
      notice: 'lumpSumNotReady',
    });
  });
});
