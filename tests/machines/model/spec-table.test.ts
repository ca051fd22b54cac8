import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { deriveTestModel } from '../../../machines/model/derive';
import { compareWithSpec, rowsById, type SpecTable, specAlternatives } from '../../../machines/model/spec-table';

const wizard = createMachine({
  id: 'wizard',
  initial: 'details',
  on: { close: '.details' },
  states: {
    details: { on: { next: 'otp', typed: {} } },
    otp: { on: { back: 'details' } },
  },
});

const table: SpecTable = {
  machine: 'wizard',
  rows: [
    ['', 'close', 'details', '§1', 'Close resets to DETAILS'],
    ['details', 'next', 'otp', '§2', 'Next goes to OTP'],
    ['details', 'typed', null, '§2', 'typing stays'],
    ['otp', 'back', 'details', '§3', 'Back from OTP returns to DETAILS'],
  ],
};

describe('spec tables', () => {
  it('agree with a machine that does what its rows say', () => {
    expect(compareWithSpec(deriveTestModel(wizard), table)).toEqual({ unnamed: [], missing: [], duplicates: [] });
  });

  it('name the transition the spec does not, and quote the row the machine lacks with its section', () => {
    const wrong = createMachine({
      ...wizard.config,
      states: { ...wizard.config.states, otp: { on: { back: 'otp' } } },
    });
    expect(compareWithSpec(deriveTestModel(wrong), table)).toEqual({
      unnamed: ['otp --back--> otp'],
      missing: ['otp --back--> details  (§3: Back from OTP returns to DETAILS)'],
      duplicates: [],
    });
  });

  it('refuse a row written twice', () => {
    const twice: SpecTable = { ...table, rows: [...table.rows, ['otp', 'back', 'details', '§4', 'again']] };
    expect(compareWithSpec(deriveTestModel(wizard), twice).duplicates).toEqual(['otp --back--> details  (§4: again)']);
  });

  it('look rows up by transition id, and say what the spec does on the same event instead', () => {
    expect(rowsById(table).get('(machine) --close--> details')?.[3]).toBe('§1');
    expect(specAlternatives(table, 'otp --back--> otp')).toEqual([
      'otp --back--> details  (§3: Back from OTP returns to DETAILS)',
    ]);
  });
});
