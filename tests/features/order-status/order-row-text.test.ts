import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  amountOrUnits,
  NO_AMOUNT,
  NO_REMARKS,
  orderSchemeLabel,
  orderTypeLabel,
  placedOnText,
  remarksText,
  schemeLabel,
  statusBadge,
} from '../../../src/features/order-status/order-row-text';
import { orderReference } from '../../../src/lib/format';

describe('orderReference (001 §2.14)', () => {
  it('zero-pads ids below 10 and leaves the rest alone', () => {
    expect(orderReference(1)).toBe('OS-01');
    expect(orderReference(9)).toBe('OS-09');
    expect(orderReference(10)).toBe('OS-10');
    expect(orderReference(123)).toBe('OS-123');
  });
});

describe('schemeLabel (001 §3)', () => {
  it("is 'name (type)', or 'Unknown' when the lookup failed", () => {
    expect(schemeLabel({ schemeName: 'Aarohan Bluechip Fund Growth', schemeType: 'EQUITY' })).toBe(
      'Aarohan Bluechip Fund Growth (EQUITY)',
    );
    expect(schemeLabel({ schemeName: 'Balanced Advantage', schemeType: 'HYBRID (NC)' })).toBe(
      'Balanced Advantage (HYBRID (NC))',
    );
    expect(schemeLabel(null)).toBe('Unknown');
    expect(schemeLabel(undefined)).toBe('Unknown');
  });

  it("reads a list row's own scheme (beyond the spec), 'Unknown' when the server knows none", () => {
    expect(orderSchemeLabel({ schemeName: 'Aarohan Liquid Fund', schemeType: 'LIQUID' })).toBe(
      'Aarohan Liquid Fund (LIQUID)',
    );
    expect(orderSchemeLabel({ schemeName: null, schemeType: null })).toBe('Unknown');
    expect(orderSchemeLabel({ schemeName: 'Aarohan Liquid Fund', schemeType: null })).toBe('Unknown');
  });
});

describe('orderTypeLabel (001 §3 "Order type display")', () => {
  it.each([
    ['LUMP_SUM', 'Lumpsum'],
    ['SIP', 'Sip'],
    ['STP', 'Stp'],
    ['SWP', 'Swp'],
    ['SWITCH', 'Switch'],
    ['REDEEM', 'Redeem'],
  ])('%s reads %s', (type, label) => {
    expect(orderTypeLabel(type)).toBe(label);
  });

  // Beyond the spec's table: skips and cancels are orders too (issue 15) and say what they are.
  it.each([
    ['SIP_PAUSE', 'Sip skip'],
    ['SIP_CANCEL', 'Sip cancel'],
    ['STP_CANCEL', 'Stp cancel'],
    ['SWP_CANCEL', 'Swp cancel'],
  ])('the plan change %s reads %s', (type, label) => {
    expect(orderTypeLabel(type)).toBe(label);
  });

  it("reads 'Unknown' for any other type, prototype names included", () => {
    for (const other of ['', 'lump_sum', 'sip_cancel', 'SWP_PAUSE', 'constructor', 'toString', '__proto__']) {
      expect(orderTypeLabel(other)).toBe('Unknown');
    }
  });
});

describe('statusBadge (001 §3 "Order status values")', () => {
  it('gives each known status its own tone and IN_PROGRESS the words In Progress', () => {
    expect(statusBadge('COMPLETED')).toEqual({ label: 'Completed', tone: 'success' });
    expect(statusBadge('FAILED')).toEqual({ label: 'Failed', tone: 'failure' });
    expect(statusBadge('INITIATED')).toEqual({ label: 'Initiated', tone: 'started' });
    expect(statusBadge('IN_PROGRESS')).toEqual({ label: 'In Progress', tone: 'progress' });
    expect(statusBadge('AUTHENTICATED')).toEqual({ label: 'Authenticated', tone: 'authenticated' });
  });

  it('shows any other status in words and in the neutral style', () => {
    expect(statusBadge('PAYMENT_PENDING')).toEqual({ label: 'Payment Pending', tone: 'neutral' });
    expect(statusBadge('cancelled')).toEqual({ label: 'Cancelled', tone: 'neutral' });
    expect(statusBadge('constructor')).toEqual({ label: 'Constructor', tone: 'neutral' });
    expect(statusBadge('')).toEqual({ label: 'Unknown', tone: 'neutral' });
  });
});

describe('amountOrUnits (001 §2.14)', () => {
  it('shows an amount with a rupee sign and 2 decimals, grouped the Indian way', () => {
    expect(amountOrUnits({ orderType: 'LUMP_SUM', amount: '5000.00', quantity: null })).toBe('₹5,000.00');
    expect(amountOrUnits({ orderType: 'LUMP_SUM', amount: '125000.5', quantity: '12.3456' })).toBe('₹1,25,000.50');
  });

  it('shows only a quantity without a sign', () => {
    expect(amountOrUnits({ orderType: 'LUMP_SUM', amount: null, quantity: '12.3456' })).toBe('12.3456');
    expect(amountOrUnits({ orderType: 'LUMP_SUM', amount: '0.00', quantity: '1500.5' })).toBe('1,500.5000');
  });

  it('shows 0.00 when there is neither', () => {
    expect(amountOrUnits({ orderType: 'LUMP_SUM', amount: null, quantity: null })).toBe('0.00');
    expect(amountOrUnits({ orderType: 'SOMETHING_NEW', amount: null, quantity: null })).toBe('0.00');
    expect(amountOrUnits({ orderType: 'LUMP_SUM', amount: '0.00', quantity: '0.0000' })).toBe('0.00');
    expect(amountOrUnits({ orderType: 'LUMP_SUM', amount: null, quantity: '0.0000' })).toBe('0.00');
  });

  it('shows a dash for a skip or cancel, which moves no money and no units', () => {
    for (const orderType of ['SIP_PAUSE', 'SIP_CANCEL', 'STP_CANCEL', 'SWP_CANCEL']) {
      expect(amountOrUnits({ orderType, amount: null, quantity: null })).toBe(NO_AMOUNT);
    }
    expect(NO_AMOUNT).toBe('—');
  });
});

describe("placedOnText in the browser's time zone (001 §2.14)", () => {
  const original = process.env.TZ;
  afterEach(() => {
    process.env.TZ = original;
  });

  describe('in India', () => {
    beforeEach(() => {
      process.env.TZ = 'Asia/Kolkata';
    });

    it('reads DD-MM-YYYY and hh:mm A, moving past midnight when the zone does', () => {
      expect(placedOnText('2026-11-21T19:05:00Z')).toEqual({
        date: '22-11-2026',
        time: '12:35 AM',
        iso: '2026-11-21T19:05:00.000Z',
      });
      expect(placedOnText('2026-03-04T09:30:00.000Z')).toMatchObject({ date: '04-03-2026', time: '03:00 PM' });
    });
  });

  describe('in New York', () => {
    beforeEach(() => {
      process.env.TZ = 'America/New_York';
    });

    it('shows the same instant on the previous evening', () => {
      expect(placedOnText('2026-11-22T03:15:00Z')).toMatchObject({ date: '21-11-2026', time: '10:15 PM' });
    });
  });

  it('is null for an unreadable timestamp', () => {
    expect(placedOnText('not a date')).toBeNull();
  });
});

describe('remarksText (001 §2.14)', () => {
  it('is the remarks, or the fallback when there are none', () => {
    expect(remarksText('Payment failed at the bank')).toBe('Payment failed at the bank');
    expect(remarksText(null)).toBe(NO_REMARKS);
    expect(remarksText('   ')).toBe(NO_REMARKS);
    expect(NO_REMARKS).toBe('Redemption Authentication Not Received');
  });
});
