/**
 * Lots and capital gains against hand-worked cases: FIFO across lots, lock-in per lot, the
 * holding period of each fund type, and financial years running April to March.
 */
import { describe, expect, it } from 'vitest';
import {
  type Disposal,
  financialYear,
  freeUnits,
  gainsByFinancialYear,
  gainsCsv,
  gainTerm,
  isLocked,
  lockedUnits,
  type OpenLot,
  takeFifo,
} from '../../domain/capital-gains';

const lot = (id: number, tradeDate: string, units: string, amount: string, consumed = ['0', '0']): OpenLot => ({
  id,
  tradeDate,
  units,
  amount,
  consumedUnits: consumed[0] ?? '0',
  consumedCost: consumed[1] ?? '0',
});

describe('takeFifo', () => {
  const lots = [
    lot(2, '2024-05-10', '30.0000', '3300.00'),
    lot(1, '2024-01-10', '20.0000', '2000.00', ['5.0000', '500.00']),
    lot(3, '2024-05-10', '10.0000', '1000.00'),
  ];

  it('takes the oldest lot first, then the next, ties by allotment order', () => {
    // Lot 1 has 15 left (1500.00 of cost); 25 more come from lot 2 at 110.00 a unit.
    expect(takeFifo(lots, '40.0000', 0, '2025-01-01')).toEqual({
      ok: true,
      takes: [
        { lotId: 1, units: '15.0000', cost: '1500.00' },
        { lotId: 2, units: '25.0000', cost: '2750.00' },
      ],
      cost: '4250.00',
    });
  });

  it('gives an emptied lot all the cost it has left, so rounding never loses a paisa', () => {
    const thirds = [lot(1, '2024-01-01', '3.0000', '100.00', ['1.0000', '33.33'])];
    expect(takeFifo(thirds, '2.0000', 0, '2025-01-01')).toMatchObject({ takes: [{ cost: '66.67' }] });
    expect(takeFifo(thirds, '1.0000', 0, '2025-01-01')).toMatchObject({ takes: [{ cost: '33.33' }] });
  });

  it('refuses more than the free units, saying how many are free', () => {
    expect(takeFifo(lots, '55.0001', 0, '2025-01-01')).toEqual({ ok: false, available: '55.0000' });
    expect(takeFifo(lots, '0', 0, '2025-01-01')).toMatchObject({ ok: false });
  });

  it('skips lots inside their lock-in: 1095 days from each lot’s own allotment', () => {
    const elss = [lot(1, '2022-01-10', '10.0000', '1000.00'), lot(2, '2022-01-11', '10.0000', '1200.00')];
    // 2025-01-09 is 1095 days after 2022-01-10: the first lot is free that day, the second one day later.
    expect(isLocked('2022-01-10', 1095, '2025-01-08')).toBe(true);
    expect(isLocked('2022-01-10', 1095, '2025-01-09')).toBe(false);
    expect(freeUnits(elss, 1095, '2025-01-09').toFixed(4)).toBe('10.0000');
    expect(lockedUnits(elss, 1095, '2025-01-09').toFixed(4)).toBe('10.0000');
    expect(takeFifo(elss, '12.0000', 1095, '2025-01-09')).toEqual({ ok: false, available: '10.0000' });
    expect(takeFifo(elss, '12.0000', 1095, '2025-01-10')).toMatchObject({
      ok: true,
      takes: [
        { lotId: 1, units: '10.0000', cost: '1000.00' },
        { lotId: 2, units: '2.0000', cost: '240.00' },
      ],
    });
  });
});

describe('holding periods', () => {
  it('equity and ELSS: long term only when held more than 12 months', () => {
    expect(gainTerm('EQUITY', '2024-01-10', '2025-01-10')).toBe('SHORT');
    expect(gainTerm('EQUITY', '2024-01-10', '2025-01-11')).toBe('LONG');
    expect(gainTerm('ELSS', '2021-06-01', '2024-06-01')).toBe('LONG');
  });

  it('debt and liquid: bought from 1 April 2023 always short term; older units long after 24 months', () => {
    expect(gainTerm('DEBT', '2023-04-01', '2027-04-01')).toBe('SHORT');
    expect(gainTerm('LIQUID', '2023-03-31', '2025-03-31')).toBe('SHORT');
    expect(gainTerm('DEBT', '2023-03-31', '2025-04-01')).toBe('LONG');
  });

  it('hybrid and fund of funds: long term after 24 months', () => {
    expect(gainTerm('HYBRID (NC)', '2023-05-15', '2025-05-15')).toBe('SHORT');
    expect(gainTerm('FOF', '2023-05-15', '2025-05-16')).toBe('LONG');
  });

  it('financial years run April to March', () => {
    expect(financialYear('2025-03-31')).toBe('2024-25');
    expect(financialYear('2025-04-01')).toBe('2025-26');
    expect(financialYear('2099-12-31')).toBe('2099-00');
  });
});

describe('gainsByFinancialYear', () => {
  const sale = (overrides: Partial<Disposal>): Disposal => ({
    fundId: 'INF0T0E00011',
    schemeName: 'Test Equity Fund',
    schemeType: 'EQUITY',
    folio: '123/45',
    orderRef: 'OS-07',
    acquiredOn: '2024-01-10',
    soldOn: '2025-02-03',
    units: '10.0000',
    cost: '1000.00',
    saleNav: '123.4567',
    ...overrides,
  });

  it('works each sale out and totals short and long term gains per year, newest year first', () => {
    const years = gainsByFinancialYear([
      // 10 × 123.4567 = 1234.567 → 1234.57 proceeds, 234.57 gain, held 390 days: long term.
      sale({}),
      // 5 × 90.0000 = 450.00 for 600.00: a 150.00 short-term loss in 2025-26.
      sale({ acquiredOn: '2025-01-02', soldOn: '2025-04-02', units: '5.0000', cost: '600.00', saleNav: '90.0000' }),
      // 2 × 110.0000 = 220.00 for 200.00: 20.00 short term in 2024-25.
      sale({ acquiredOn: '2024-06-01', soldOn: '2024-12-01', units: '2.0000', cost: '200.00', saleNav: '110.0000' }),
    ]);
    expect(years.map((year) => [year.financialYear, year.shortTermGain, year.longTermGain])).toEqual([
      ['2025-26', '-150.00', '0.00'],
      ['2024-25', '20.00', '234.57'],
    ]);
    expect(years[1]?.rows.map((row) => [row.soldOn, row.daysHeld, row.proceeds, row.gain, row.term])).toEqual([
      ['2024-12-01', 183, '220.00', '20.00', 'SHORT'],
      ['2025-02-03', 390, '1234.57', '234.57', 'LONG'],
    ]);
    expect(years[1]).toMatchObject({ proceeds: '1454.57', cost: '1200.00' });
  });

  it('writes the CSV one line per sale, quoting what needs quoting', () => {
    const csv = gainsCsv(gainsByFinancialYear([sale({ schemeName: 'Fund, "Growth"' })]));
    expect(csv.split('\n')).toEqual([
      'Financial year,Scheme,Scheme type,Folio,Order,Acquired on,Sold on,Days held,Units,Cost,Sale NAV,Proceeds,Gain,Term',
      '2024-25,"Fund, ""Growth""",EQUITY,123/45,OS-07,2024-01-10,2025-02-03,390,10.0000,1000.00,123.4567,1234.57,234.57,Long term',
      '',
    ]);
  });

  it('keeps a spreadsheet from reading a text cell as a formula, and a loss as a number', () => {
    // OWASP's CSV injection advice: a text cell starting = + - @ (or a tab or carriage return) is
    // read as a formula by Excel, LibreOffice and Sheets. The numeric columns stay plain numbers.
    const names = ['=HYPERLINK("http://x","y")', '+1+2', '-2+3', '@SUM(A1)', '\t=1', '\r=1', 'Fund;=1+1'];
    const csv = gainsCsv(
      gainsByFinancialYear(
        names.map((schemeName) =>
          sale({ schemeName, folio: '-12/3', units: '1.0000', cost: '200.00', saleNav: '79.5000' }),
        ),
      ),
    );
    const rows = csv.split('\n').slice(1, -1);
    expect(rows.map((row) => row.slice(row.indexOf(',') + 1, row.indexOf(',EQUITY,')))).toEqual([
      `"'=HYPERLINK(""http://x"",""y"")"`,
      `"'+1+2"`,
      `"'-2+3"`,
      `"'@SUM(A1)"`,
      `"'\t=1"`,
      `"'\r=1"`,
      // Quoted, so a spreadsheet that splits on semicolons keeps it one cell.
      '"Fund;=1+1"',
    ]);
    // The folio is text too; the loss of 120.50 stays a number a spreadsheet can add up.
    expect(rows[0]).toMatch(
      /,EQUITY,"'-12\/3",OS-07,2024-01-10,2025-02-03,390,1\.0000,200\.00,79\.5000,79\.50,-120\.50,Long term$/,
    );
  });
});
