// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { emptyNominee } from '../../../machines/onboarding/nominee-details.machine';
import { NomineeDataError } from '../../../machines/onboarding/two-factor.machine';
import { ApiRequestError } from '../../../src/api/client';
import {
  forgetNomineeData,
  keepNomineeData,
  NOMINEE_DATA_KEY,
  readNomineeData,
  restoreNomineeDrafts,
  toNominee,
} from '../../../src/api/onboarding/nominees';
import { stepFailureOf } from '../../../src/api/onboarding/step-calls';

const TODAY = new Date(2026, 10, 22);

const draft = {
  ...emptyNominee('nominee-1', 100),
  name: ' Asha Rao ',
  relationship: 'DAUGHTER',
  idType: 'AADHAR',
  idNumber: '1234',
  email: 'asha@example.in',
  mobile: '9876543210',
  address1: 'MG Road',
  address2: '  ',
  address3: '',
  city: 'Pune',
  pincode: '411001',
  percentage: '40',
  dob: '2015-06-01',
  guardianName: 'Ravi Rao',
  guardianPan: 'pqrsx1234z',
};

afterEach(() => window.sessionStorage.clear());

function expectProblem(run: () => unknown, problem: 'missing' | 'unreadable') {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(NomineeDataError);
    expect((error as NomineeDataError).problem).toBe(problem);
    return;
  }
  throw new Error('expected a NomineeDataError');
}

describe('toNominee', () => {
  it('writes the wire nominee of 001 §3: dd-mm-yyyy, whole share, empty lines null, country India', () => {
    expect(toNominee(draft, TODAY)).toEqual({
      name: 'Asha Rao',
      relationship: 'DAUGHTER',
      idType: 'AADHAR',
      idNumber: '1234',
      email: 'asha@example.in',
      mobile: '9876543210',
      address1: 'MG Road',
      address2: null,
      address3: null,
      city: 'Pune',
      pincode: '411001',
      country: 'India',
      percentage: 40,
      dob: '01-06-2015',
      guardianName: 'Ravi Rao',
      guardianPan: 'PQRSX1234Z',
    });
  });

  it('leaves the guardian out for an adult', () => {
    const adult = toNominee({ ...draft, dob: '1990-04-01' }, TODAY);
    expect(adult).toMatchObject({ dob: '01-04-1990', guardianName: null, guardianPan: null });
  });
});

describe('nominee data in session storage', () => {
  it('keeps, reads back and removes the nominees under nomineeData', () => {
    const nominees = [toNominee(draft, TODAY)];
    keepNomineeData(nominees);
    expect(window.sessionStorage.getItem(NOMINEE_DATA_KEY)).toBe(JSON.stringify(nominees));
    expect(readNomineeData()).toEqual(nominees);
    forgetNomineeData();
    expectProblem(() => readNomineeData(), 'missing');
  });

  it('gives the kept nominees back as drafts for the form, and none when nothing is kept', () => {
    expect(restoreNomineeDrafts()).toEqual([]);
    keepNomineeData([toNominee(draft, TODAY)]);
    expect(restoreNomineeDrafts()).toEqual([
      { ...draft, name: 'Asha Rao', address2: '', guardianPan: 'PQRSX1234Z', key: 'nominee-1' },
    ]);
    window.sessionStorage.setItem(NOMINEE_DATA_KEY, '{broken');
    expect(restoreNomineeDrafts()).toEqual([]);
  });

  it('calls anything but a list of nominees unreadable', () => {
    for (const stored of ['{not json', '{}', '[]', '[1, 2]', 'null']) {
      window.sessionStorage.setItem(NOMINEE_DATA_KEY, stored);
      expectProblem(() => readNomineeData(), 'unreadable');
    }
  });
});

describe('stepFailureOf', () => {
  it("keeps the server's code and message, and nothing when the server said nothing", () => {
    expect(
      stepFailureOf(new ApiRequestError(422, { code: '8009', message: 'The uploaded PDF is password protected' })),
    ).toEqual({
      code: '8009',
      message: 'The uploaded PDF is password protected',
    });
    expect(stepFailureOf(new ApiRequestError(502, undefined))).toEqual({ code: null, message: null });
    expect(stepFailureOf(new TypeError('Failed to fetch'))).toEqual({ code: null, message: null });
  });
});
