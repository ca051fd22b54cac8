/**
 * The remarks a settlement that cannot take its units leaves in Order Status (issue 26 item 1):
 * each names its real cause — what was needed at which NAV, what was free, what other orders
 * had promised and what was under lock-in — and lock-in only when units were under it.
 */
import { describe, expect, it } from 'vitest';
import { SETTLEMENT_REMARKS } from '../../../server/transfers/settlement';

const base = { folio: '5000012/07', date: '2025-06-23', free: '100.0000', promised: [], locked: '0.0000' };

describe('SETTLEMENT_REMARKS', () => {
  it('says an amount needed more units at the trade date’s NAV than were free, and nothing of lock-in', () => {
    const remark = SETTLEMENT_REMARKS.short({
      ...base,
      needed: '100.0123',
      amount: { rupees: '10124.00', nav: '101.2366' },
    });
    expect(remark).toBe(
      'Not enough units in folio 5000012/07 on 2025-06-23: 100.0123 units were needed for ₹10,124.00 at NAV 101.2366, only 100.0000 were free. Nothing was redeemed.',
    );
    expect(remark).not.toMatch(/lock-in/);
  });

  it('names the orders the other units were promised to', () => {
    expect(
      SETTLEMENT_REMARKS.short({
        ...base,
        needed: '5.2000',
        free: '5.0000',
        amount: { rupees: '500.00', nav: '96.1538' },
        promised: [
          { ref: 'OS-33', units: '90.0000' },
          { ref: 'OS-35', units: '5.0000' },
        ],
      }),
    ).toBe(
      'Not enough units in folio 5000012/07 on 2025-06-23: 5.2000 units were needed for ₹500.00 at NAV 96.1538, only 5.0000 were free (95.0000 promised to OS-33, OS-35). Nothing was redeemed.',
    );
  });

  it('says how many units were under lock-in when some were', () => {
    expect(SETTLEMENT_REMARKS.short({ ...base, needed: '10.0000', free: '2.5000', locked: '40.0000' })).toBe(
      'Not enough units in folio 5000012/07 on 2025-06-23: 10.0000 units were needed, only 2.5000 were free (40.0000 under lock-in). Nothing was redeemed.',
    );
  });

  it('says a redeem-all or whole-folio switch found no unit free, and why', () => {
    expect(
      SETTLEMENT_REMARKS.noneFree({
        ...base,
        free: '0.0000',
        promised: [{ ref: 'OS-41', units: '12.0000' }],
        locked: '3.0000',
      }),
    ).toBe(
      'No units of folio 5000012/07 were free on 2025-06-23 (12.0000 promised to OS-41; 3.0000 under lock-in). Nothing was redeemed.',
    );
    expect(SETTLEMENT_REMARKS.noneFree({ ...base, free: '0.0000' })).toBe(
      'No units of folio 5000012/07 were free on 2025-06-23. Nothing was redeemed.',
    );
  });

  it('says no NAV was published for the day', () => {
    expect(SETTLEMENT_REMARKS.noNav('2025-06-23')).toBe(
      'No NAV was published for 2025-06-23. Nothing was redeemed; please place the order again.',
    );
  });
});
