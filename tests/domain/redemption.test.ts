import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultUnits,
  folioOptions,
  freeUnits,
  initialFolio,
  REDEMPTION_MESSAGES,
  type RedemptionHolding,
  redemptionUnitsSchema,
  toUnitDigits,
  unitRules,
  unitsSchema,
  wireFolio,
  wireUnits,
} from '../../domain/redemption';
import { firstError } from '../../domain/validate';

/** The units field's message (001 §5), or null. */
const unitsError = (units: string, rules: RedemptionHolding) => firstError(unitsSchema(rules), units);
/** What Submit says of the units: the field's rules, then the units free to redeem. */
const submitError = (units: string, rules: RedemptionHolding) =>
  firstError(redemptionUnitsSchema(unitRules(rules)), units);

function holding(overrides: Partial<RedemptionHolding> = {}): RedemptionHolding {
  return {
    fundId: 'INF0A1B01234',
    folio: '4817263/52',
    quantity: '150.5000',
    nav: '100.0000',
    currentValue: '15050.00',
    lockInQuantity: '0.0000',
    pendingQuantity: '0.0000',
    minimumRedemptionQty: '1.0000',
    maximumRedemptionQty: '0.0000',
    ...overrides,
  };
}

describe('the folio step (001 §4.3)', () => {
  it('lists folios by current value, highest first', () => {
    const options = folioOptions([
      holding({ folio: 'A/1', currentValue: '900.00' }),
      holding({ folio: 'B/2', currentValue: '25000.00' }),
      holding({ folio: 'C/3', currentValue: '1200.50' }),
    ]);
    expect(options.map((option) => option.holding.folio)).toEqual(['B/2', 'C/3', 'A/1']);
  });

  it('orders by value as decimals, not as text', () => {
    const options = folioOptions([
      holding({ folio: 'A/1', currentValue: '9.00' }),
      holding({ folio: 'B/2', currentValue: '10.00' }),
    ]);
    expect(options.map((option) => option.holding.folio)).toEqual(['B/2', 'A/1']);
  });

  it("shows a fully locked folio 'Locked' and not selectable", () => {
    const [option] = folioOptions([holding({ lockInQuantity: '150.5000' })]);
    expect(option).toMatchObject({
      lock: 'fullyLocked',
      selectable: false,
      availableValue: '0.00',
      freeUnits: '0.0000',
    });
  });

  it('offers a partly locked folio with its unlocked value and units', () => {
    const [option] = folioOptions([holding({ lockInQuantity: '50.5000' })]);
    expect(option).toMatchObject({
      lock: 'partiallyLocked',
      selectable: true,
      availableValue: '10000.00',
      freeUnits: '100.0000',
    });
  });

  it('offers an unlocked folio whole', () => {
    const [option] = folioOptions([holding()]);
    expect(option).toMatchObject({ lock: 'unlocked', selectable: true, availableValue: '15050.00' });
  });

  it('chooses the folio asked for when it can be chosen, else the only choosable one', () => {
    const options = folioOptions([
      holding({ folio: 'A/1' }),
      holding({ folio: 'B/2', lockInQuantity: '150.5000' }),
      holding({ folio: 'C/3', currentValue: '10.00' }),
    ]);
    expect(initialFolio(options, 'C/3')).toBe('C/3');
    expect(initialFolio(options, 'B/2')).toBeNull();
    expect(initialFolio(options, null)).toBeNull();
    expect(
      initialFolio(
        folioOptions([holding({ folio: 'A/1' }), holding({ folio: 'B/2', lockInQuantity: '150.5000' })]),
        null,
      ),
    ).toBe('A/1');
  });
});

describe('the units (001 §5 "Redemption units")', () => {
  it('keeps digits only, without leading zeros, and never a fraction (issue 26: 1.5 units are not 15)', () => {
    expect(toUnitDigits('1a2.5')).toBe('12');
    expect(toUnitDigits('1.5')).toBe('1');
    expect(toUnitDigits('007')).toBe('7');
    expect(toUnitDigits('0')).toBe('0');
    expect(toUnitDigits('')).toBe('');
  });

  it('un-ticking redeem-all offers the whole free units of the folio', () => {
    expect(defaultUnits(holding())).toBe('150');
    expect(defaultUnits(holding({ lockInQuantity: '50.7500' }))).toBe('99');
    expect(defaultUnits(holding({ lockInQuantity: '150.5000' }))).toBe('0');
  });

  it('requires the units', () => {
    expect(unitsError('', holding())).toBe(REDEMPTION_MESSAGES.unitsRequired);
  });

  it('needs at least the minimum quantity, and more than none', () => {
    expect(unitsError('9', holding({ minimumRedemptionQty: '10.0000' }))).toBe(
      'The minimum redemption quantity is 10 units.',
    );
    expect(unitsError('10', holding({ minimumRedemptionQty: '10.0000' }))).toBeNull();
    expect(unitsError('0', holding({ minimumRedemptionQty: '0.0010' }))).toBe(
      'The minimum redemption quantity is 0.001 units.',
    );
  });

  it('allows at most the maximum quantity where the scheme sets one', () => {
    const capped = holding({ maximumRedemptionQty: '100.0000' });
    expect(unitsError('100', capped)).toBeNull();
    expect(unitsError('101', capped)).toBe('The maximum redemption quantity is 100 units.');
  });

  it('leaves the limit to the folio when the maximum is 0: Submit finds it insufficient', () => {
    expect(unitsError('151', holding())).toBeNull();
    expect(submitError('150', holding())).toBeNull();
    expect(submitError('151', holding())).toBe(REDEMPTION_MESSAGES.insufficient);
  });

  it('counts only the units free of lock-in as the folio quantity', () => {
    const partly = holding({ lockInQuantity: '50.5000' });
    expect(submitError('100', partly)).toBeNull();
    expect(submitError('101', partly)).toBe(REDEMPTION_MESSAGES.insufficient);
  });

  it('never finds free units below zero', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), fc.nat(10_000_000), (held, locked, promised) => {
        const figures = {
          quantity: (held / 10_000).toFixed(4),
          lockInQuantity: (locked / 10_000).toFixed(4),
          pendingQuantity: (promised / 10_000).toFixed(4),
        };
        const free = freeUnits(figures);
        expect(free.gte(0)).toBe(true);
        expect(free.lte(figures.quantity)).toBe(true);
      }),
    );
  });
});

describe('on the wire (001 §3, §7)', () => {
  it('sends 0 for redeem-all and the units with 4 decimals otherwise', () => {
    expect(wireUnits('', true)).toBe('0.0000');
    expect(wireUnits('25', true)).toBe('0.0000');
    expect(wireUnits('25', false)).toBe('25.0000');
  });

  it('writes every slash of the folio as ~-', () => {
    expect(wireFolio('4817263/52')).toBe('4817263~-52');
    expect(wireFolio('12/34/56')).toBe('12~-34~-56');
  });
});
