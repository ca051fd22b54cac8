import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPlaceholder, ordersOnPage, padOrderPage, pageOfPadded } from '../../domain/order-list';

describe('padOrderPage (001 §7 "Page padding")', () => {
  const orders = (ids: number[]) => ids.map((orderId) => ({ orderId }));

  it('puts the page at its offset among placeholders, so the list is as long as the total', () => {
    const padded = padOrderPage({ totalElements: 23, currentPage: 1, perPage: 10, orders: orders([13, 12, 11]) });
    expect(padded).toHaveLength(23);
    expect(padded.slice(10, 13)).toEqual(orders([13, 12, 11]));
    expect(padded[0]).toEqual({ placeholder: true, position: 0 });
    expect(padded[13]).toEqual({ placeholder: true, position: 13 });
    expect(ordersOnPage(padded, 1, 10)).toEqual(orders([13, 12, 11]));
    expect(pageOfPadded(padded, 2, 10)).toHaveLength(3);
  });

  it('is empty for an empty list and keeps rows a server sent beyond its own total', () => {
    expect(padOrderPage({ totalElements: 0, currentPage: 0, perPage: 10, orders: [] })).toEqual([]);
    expect(padOrderPage({ totalElements: 1, currentPage: 0, perPage: 10, orders: orders([2, 1]) })).toEqual(
      orders([2, 1]),
    );
  });

  it('always holds every sent order exactly once on the page it was sent for', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60 }),
        fc.integer({ min: 1, max: 15 }),
        fc.integer({ min: 0, max: 6 }),
        (total, perPage, currentPage) => {
          const sent = Math.max(0, Math.min(perPage, total - currentPage * perPage));
          const page = orders(Array.from({ length: sent }, (_, i) => 1000 - i));
          const padded = padOrderPage({ totalElements: total, currentPage, perPage, orders: page });
          expect(padded).toHaveLength(Math.max(total, currentPage * perPage + sent));
          expect(ordersOnPage(padded, currentPage, perPage)).toEqual(page);
          expect(padded.filter((row) => !isPlaceholder(row))).toHaveLength(sent);
        },
      ),
    );
  });
});
