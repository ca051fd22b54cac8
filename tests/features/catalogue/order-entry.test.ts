import { describe, expect, it } from 'vitest';
import { ANONYMOUS, decideOrderEntry } from '../../../src/features/catalogue/order-entry';

describe('order entry', () => {
  it.each(['BUY', 'SIP'] as const)('sends an anonymous visitor pressing %s to Sign In with the way back', (action) => {
    expect(
      decideOrderEntry({
        visitor: ANONYMOUS,
        action,
        fundId: 'INF0A1B01234',
        currentPath: '/details/INF0A1B01234?tab=1#nav',
      }),
    ).toEqual({
      kind: 'signIn',
      to: '/signin',
      search: { message: 'createUser', redirect: '/details/INF0A1B01234?tab=1#nav' },
    });
  });
});
