import { describe, expect, it } from 'vitest';
import { toFieldErrors } from '../../../server/contract/errors';
import { createContractAjv } from '../../../server/contract/schemas';

const ajv = createContractAjv();
const clockMove = ajv.compile({ $ref: 'https://sanchay.invalid/contract/sandbox.json#/$defs/ClockMove' });

function errorsFor(body: unknown) {
  expect(clockMove(body)).toBe(false);
  return toFieldErrors('body', clockMove.errors ?? [], ajv);
}

describe('toFieldErrors on a oneOf body', () => {
  it('reports the branch the body came closest to', () => {
    expect(errorsFor({ to: 'yesterday' })).toEqual([{ field: 'body.to', message: 'must be an ISO-8601 date-time' }]);
    expect(errorsFor({ advance: { days: -1 } })).toEqual([
      { field: 'body.advance.days', message: 'must be at least 0' },
    ]);
    expect(errorsFor({ advance: {} })).toEqual([{ field: 'body.advance', message: 'must have at least 1 field' }]);
    expect(errorsFor({ advance: { days: 1 }, extra: true })).toEqual([
      { field: 'body.extra', message: 'is not allowed' },
    ]);
  });

  it('names the alternatives when no branch is closer', () => {
    expect(errorsFor({})).toEqual([{ field: 'body', message: 'must have exactly one of: advance, to' }]);
    expect(errorsFor({ advance: { days: 1 }, to: '2030-01-01T00:00:00Z' })).toEqual([
      { field: 'body', message: 'must have exactly one of: to, advance' },
    ]);
    expect(errorsFor([])).toEqual([{ field: 'body', message: 'must be an object' }]);
  });
});

describe('toFieldErrors on a oneOf whose branches hold references of their own', () => {
  const payment = ajv.compile({ $ref: 'https://sanchay.invalid/contract/user.json#/$defs/PaymentRequest' });

  it('still names the field of the branch the body came closest to', () => {
    expect(payment({ modeofpayment: 'UPI', id: 0, vpaid: 'asha@okhdfc' })).toBe(false);
    expect(toFieldErrors('body', payment.errors ?? [], ajv)).toEqual([
      { field: 'body.id', message: 'must be at least 1' },
    ]);
    expect(payment({ modeofpayment: 'NODAL', id: 'one' })).toBe(false);
    expect(toFieldErrors('body', payment.errors ?? [], ajv)).toEqual([
      { field: 'body.id', message: 'must be an integer' },
    ]);
  });
});
