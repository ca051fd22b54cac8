import { describe, expect, it } from 'vitest';
import { returnPercent, valueUnits } from '../../../server/holdings/valuation';

describe('valueUnits (001 §9)', () => {
  it('values units × NAV to 2 decimals half up, with gain, return % and the locked part', () => {
    expect(valueUnits({ units: '10.5000', invested: '1000.00', lockedUnits: '2.2500', nav: '101.2345' })).toEqual({
      nav: '101.2345',
      currentValue: '1062.96', // 1062.96225
      gainLoss: '62.96',
      returns: '6.30',
      lockInAmount: '227.78', // 227.777625
    });
    expect(valueUnits({ units: '1.0000', invested: '0.02', lockedUnits: '0.0000', nav: '0.0050' })).toMatchObject({
      currentValue: '0.01',
      gainLoss: '-0.01',
      returns: '-50.00',
    });
  });

  it('sets nav, current value and returns (and the gain) to 0 when there is no NAV (000 §8)', () => {
    expect(valueUnits({ units: '10.0000', invested: '500.00', lockedUnits: '10.0000', nav: null })).toEqual({
      nav: '0.0000',
      currentValue: '0.00',
      gainLoss: '0.00',
      returns: '0.00',
      lockInAmount: '0.00',
    });
  });

  it('gives 0 % when nothing was invested', () => {
    expect(returnPercent('700.00', '0.00')).toBe('0.00');
    expect(valueUnits({ units: '7.0000', invested: '0.00', lockedUnits: '0.0000', nav: '100.0000' }).returns).toBe(
      '0.00',
    );
  });
});
