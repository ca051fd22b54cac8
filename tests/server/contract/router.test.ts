import { describe, expect, it } from 'vitest';
import type { ContractOperation } from '../../../server/contract/operations';
import { checkCoverage, compareSpecificity } from '../../../server/contract/router';
import type { Handlers } from '../../../server/contract/types';

const op = (operationId: string) => ({ operationId }) as ContractOperation;
const handler = async () => new Response();

describe('compareSpecificity', () => {
  it('puts literal segments before parameters', () => {
    const paths = ['/api/ms/bo/{type}/{amc}/schemes', '/api/ms/bo/types/{type}/schemes'];
    expect(paths.sort(compareSpecificity)).toEqual([
      '/api/ms/bo/types/{type}/schemes',
      '/api/ms/bo/{type}/{amc}/schemes',
    ]);
    const orders = ['/orders/{folioNo}/{quantity}', '/orders/migrate/{type}'];
    expect(orders.sort(compareSpecificity)).toEqual(['/orders/migrate/{type}', '/orders/{folioNo}/{quantity}']);
  });
});

describe('checkCoverage', () => {
  const operations = [op('a'), op('b'), op('c')];

  it('accepts each operation implemented or pending', () => {
    expect(() => checkCoverage(operations, { a: handler, b: handler } as unknown as Handlers, ['c'])).not.toThrow();
  });

  it('names every mismatch', () => {
    const check = () => checkCoverage(operations, { a: handler, z: handler } as unknown as Handlers, ['a', 'y']);
    for (const problem of [
      'a is both implemented and pending',
      'b is neither implemented nor pending',
      'c is neither implemented nor pending',
      'handler z matches no contract operation',
      'pending y matches no contract operation',
    ]) {
      expect(check).toThrow(problem);
    }
  });
});
