/**
 * STP and SWP instalment dates (server/transfers/instalments.ts) across month ends and leap
 * years: a monthly or quarterly plan keeps its start day where the month has it and takes the
 * month's last day where it does not, counted from the start date so a short month never
 * shortens the rest; weekly plans step seven days; daily plans run on business days.
 */
import { describe, expect, it } from 'vitest';
import { instalmentDate } from '../../../server/transfers/instalments';

/** The first `count` instalment dates of a plan. */
function schedule(frequency: 'DAILY' | 'WEEKLY' | 'MONTHLY' | 'QUARTERLY', start: string, count: number) {
  const dates = [start];
  for (let index = 1; index < count; index++) {
    dates.push(instalmentDate(frequency, start, index, dates[index - 1] ?? start));
  }
  return dates;
}

describe('instalmentDate', () => {
  it('runs a monthly plan from the 31st on each month’s last day when it is shorter, in a leap year', () => {
    expect(schedule('MONTHLY', '2028-01-31', 5)).toEqual([
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
    ]);
  });

  it('takes the 28th of February in a common year and the 29th in a leap year', () => {
    expect(schedule('MONTHLY', '2027-01-30', 3)).toEqual(['2027-01-30', '2027-02-28', '2027-03-30']);
    expect(schedule('MONTHLY', '2027-12-29', 3)).toEqual(['2027-12-29', '2028-01-29', '2028-02-29']);
  });

  it('steps a quarterly plan three months from the start, across the year end', () => {
    expect(schedule('QUARTERLY', '2027-11-30', 4)).toEqual(['2027-11-30', '2028-02-29', '2028-05-30', '2028-08-30']);
  });

  it('steps a weekly plan seven days through the 29th of February', () => {
    expect(schedule('WEEKLY', '2028-02-22', 3)).toEqual(['2028-02-22', '2028-02-29', '2028-03-07']);
  });

  it('runs a daily plan on business days only', () => {
    // Friday 25 February 2028, then Monday 28 and Tuesday 29.
    expect(schedule('DAILY', '2028-02-25', 3)).toEqual(['2028-02-25', '2028-02-28', '2028-02-29']);
  });
});
