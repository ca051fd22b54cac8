import Big from 'big.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  displayName,
  formatChartTotal,
  formatCompactRupees,
  formatCrores,
  formatDayMonthYear,
  formatDecimal,
  formatNav,
  formatPercent,
  formatRupees,
  formatSlashDate,
  formatUnits,
  groupIndian,
  parseWireDate,
  titleCase,
  truncateName,
  truncateStat,
} from '../../src/lib/format';

const decimalString = fc
  .tuple(fc.boolean(), fc.bigInt({ min: 0n, max: 10n ** 15n }), fc.integer({ min: 0, max: 99 }))
  .map(([negative, whole, cents]) => `${negative ? '-' : ''}${whole}.${String(cents).padStart(2, '0')}`);

describe('groupIndian', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1,000'],
    ['12345', '12,345'],
    ['123456', '1,23,456'],
    ['1234567', '12,34,567'],
    ['100000000', '10,00,00,000'],
  ])('%s → %s', (digits, grouped) => {
    expect(groupIndian(digits)).toBe(grouped);
  });

  it('rejects anything but digits', () => {
    expect(() => groupIndian('12.5')).toThrow();
  });

  it('keeps every digit and puts commas after the last three, then every two', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 20n }), (n) => {
        const grouped = groupIndian(n.toString());
        expect(grouped.replaceAll(',', '')).toBe(n.toString());
        const groups = grouped.split(',');
        if (groups.length > 1) {
          expect(groups.at(-1)).toHaveLength(3);
          for (const group of groups.slice(1, -1)) expect(group).toHaveLength(2);
          expect(groups[0]?.length).toBeLessThanOrEqual(2);
        }
      }),
    );
  });
});

describe('formatRupees', () => {
  it.each([
    ['123456.78', '₹1,23,456.78'],
    ['5000', '₹5,000.00'],
    ['0.5', '₹0.50'],
    ['100.005', '₹100.01'],
    ['-2500.5', '-₹2,500.50'],
    ['-0.001', '₹0.00'],
    ['99999999999.99', '₹99,99,99,99,999.99'],
  ])('%s → %s', (value, text) => {
    expect(formatRupees(value)).toBe(text);
  });

  it('never loses a paisa on 2-decimal input (no float round trip)', () => {
    fc.assert(
      fc.property(decimalString, (value) => {
        const text = formatRupees(value).replace('₹', '').replaceAll(',', '');
        expect(new Big(text).eq(new Big(value))).toBe(true);
      }),
    );
  });

  it('throws on a string that is not a decimal', () => {
    expect(() => formatRupees('abc')).toThrow();
  });
});

describe('formatDecimal / formatNav / formatUnits / formatCrores', () => {
  it('rounds half up to the requested places', () => {
    expect(formatDecimal('1.23456', 4)).toBe('1.2346');
    expect(formatDecimal('1234567.5', 0)).toBe('12,34,568');
  });
  it('shows NAVs with 2 decimals, units with 4, AUM in crores', () => {
    expect(formatNav('123.4567')).toBe('₹123.46');
    expect(formatUnits('10.5')).toBe('10.5000');
    expect(formatCrores('12345.6')).toBe('₹12,345.60 Cr');
  });
});

describe('formatChartTotal (000 §9: Lakhs or Crores, plain rupees below 1,000)', () => {
  it.each([
    ['0.00', '₹0.00'],
    ['999.99', '₹999.99'],
    ['1000.00', '₹0.01 Lakhs'],
    ['50000.00', '₹0.50 Lakhs'],
    ['305000.00', '₹3.05 Lakhs'],
    ['9999999.00', '₹100.00 Lakhs'],
    ['10000000.00', '₹1.00 Crores'],
    ['125000000.00', '₹12.50 Crores'],
    ['-2500.00', '-₹0.03 Lakhs'],
  ])('%s → %s', (value, text) => {
    expect(formatChartTotal(value)).toBe(text);
  });
});

describe('formatCompactRupees', () => {
  it.each([
    ['0', '₹0.00'],
    ['999.99', '₹999.99'],
    ['999.995', '₹1.00 K'],
    ['1000', '₹1.00 K'],
    ['1500', '₹1.50 K'],
    ['99994', '₹99.99 K'],
    ['99995', '₹1.00 L'],
    ['100000', '₹1.00 L'],
    ['123456.78', '₹1.23 L'],
    ['9999999', '₹1.00 Cr'],
    ['10000000', '₹1.00 Cr'],
    ['123456789', '₹12.35 Cr'],
    ['1234567890000', '₹1,23,456.79 Cr'],
    ['-150000', '-₹1.50 L'],
    ['-0.001', '₹0.00'],
  ])('%s → %s', (value, text) => {
    expect(formatCompactRupees(value)).toBe(text);
  });

  it('stays within 0.5% of the value for every amount of 1,000 or more', () => {
    const sizes = { ' K': 1_000n, ' L': 100_000n, ' Cr': 10_000_000n } as const;
    fc.assert(
      fc.property(fc.bigInt({ min: 1000n, max: 10n ** 14n }), (n) => {
        const text = formatCompactRupees(n.toString());
        const match = /^₹([\d,]+\.\d{2})( K| L| Cr)$/.exec(text);
        expect(match).not.toBeNull();
        const [, mantissa = '', suffix = ' K'] = match ?? [];
        const shown = new Big(mantissa.replaceAll(',', '')).times(sizes[suffix as keyof typeof sizes].toString());
        expect(shown.minus(n.toString()).abs().div(n.toString()).lte('0.005')).toBe(true);
      }),
    );
  });
});

describe('formatPercent', () => {
  it.each([
    ['12.345', {}, '12.35%'],
    [-0.004, {}, '0.00%'],
    ['1.5', { signed: true }, '+1.50%'],
    ['-1.5', { signed: true }, '-1.50%'],
    ['0', { signed: true }, '0.00%'],
  ] as const)('%s %o → %s', (value, options, text) => {
    expect(formatPercent(value, options)).toBe(text);
  });
});

describe('dates', () => {
  it('formats wire dates as DD-MM-YYYY and dd/MM/yyyy', () => {
    expect(formatDayMonthYear('2024-03-05')).toBe('05-03-2024');
    expect(formatSlashDate('2024-03-05')).toBe('05/03/2024');
  });
  it('returns null for dates that do not exist', () => {
    expect(parseWireDate('2024-02-30')).toBeNull();
    expect(formatSlashDate('not a date')).toBeNull();
    expect(formatDayMonthYear('')).toBeNull();
  });
});

describe('names', () => {
  it('title-cases each word', () => {
    expect(titleCase('aditya BIRLA sun-life (growth)')).toBe('Aditya Birla Sun-Life (Growth)');
  });

  it('keeps names of up to 20 characters and cuts longer ones to 10 plus ..', () => {
    expect(truncateName('Exactly twenty chars')).toBe('Exactly twenty chars');
    expect(truncateName('Twenty-one characters')).toBe('Twenty-one..');
    expect(displayName('  ravi kumar  ')).toBe('Ravi Kumar');
    expect(displayName('ramachandran venkataraman')).toBe('Ramachandr..');
  });

  it('truncation is total: short names unchanged, long ones exactly 12 characters', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 60 }), (name) => {
        const out = truncateName(name);
        if (name.length <= 20) expect(out).toBe(name);
        else expect(out).toBe(`${name.slice(0, 10)}..`);
      }),
    );
  });

  it('cuts stat text at 13 characters with ...', () => {
    expect(truncateStat('Moderately Hi')).toBe('Moderately Hi');
    expect(truncateStat('Moderately High')).toBe('Moderately Hi...');
    expect(truncateStat('₹1,23,45,678.90')).toBe('₹1,23,45,678....');
  });
});
