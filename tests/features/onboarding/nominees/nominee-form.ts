/** Fills the Nominee Details screen the way a user does: typing, choosing, picking. */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { PrimaryAddress } from '../../../../machines/onboarding/nominee-details.machine';

export const PRIMARY_ADDRESS: PrimaryAddress = {
  address1: '14 Residency Road',
  address2: 'Shanti Nagar',
  address3: null,
  city: 'Pune',
  pincode: '411001',
};

export interface NomineeValues {
  name: string;
  relationship: string;
  idType: string;
  idNumber: string;
  email: string;
  mobile: string;
  address1: string;
  city: string;
  pincode: string;
  /** DD-MM-YYYY as typed into the date input. */
  dob: string;
  percentage: string;
  guardianName?: string;
  guardianPan?: string;
}

export const ADULT_NOMINEE: NomineeValues = {
  name: 'Asha Rao',
  relationship: 'SPOUSE',
  idType: 'PAN',
  idNumber: 'abcde1234f',
  email: 'asha.rao@example.in',
  mobile: '9876543210',
  address1: 'MG Road',
  city: 'Pune',
  pincode: '411001',
  dob: '01-04-1990',
  percentage: '100',
};

export const nomineeCard = (position: number) => screen.getByRole('group', { name: `Nominee ${position}` });

/** Replaces a field's text the quick way a user also does it: select all, paste. */
async function replace(user: UserEvent, field: HTMLElement, value: string) {
  await user.clear(field);
  if (value === '') return;
  await user.click(field);
  await user.paste(value);
}

/** Fills nominee `position` with the adult defaults overridden by `values`; leaves the date field. */
export async function fillNominee(user: UserEvent, position: number, values: Partial<NomineeValues> = {}) {
  const v = { ...ADULT_NOMINEE, ...values };
  const card = within(nomineeCard(position));
  await replace(user, card.getByLabelText(/^Name/), v.name);
  await user.selectOptions(card.getByLabelText(/^Relationship/), v.relationship);
  await user.selectOptions(card.getByLabelText(/^ID type/), v.idType);
  await replace(user, card.getByLabelText(v.idType === 'PAN' ? /^PAN/ : /^Aadhar/), v.idNumber);
  await replace(user, card.getByLabelText(/^Email/), v.email);
  await replace(user, card.getByLabelText(/^Mobile/), v.mobile);
  const address1 = card.getByLabelText(/^Address line 1/) as HTMLInputElement;
  if (!address1.disabled) {
    await replace(user, address1, v.address1);
    await replace(user, card.getByLabelText(/^City/), v.city);
    await replace(user, card.getByLabelText(/^Pincode/), v.pincode);
  }
  await replace(user, card.getByLabelText(/^Date of birth/), v.dob);
  await user.tab();
  await replace(user, card.getByLabelText(/^Share/), v.percentage);
  await user.tab();
  if (v.guardianName !== undefined) await replace(user, card.getByLabelText(/^Guardian name/), v.guardianName);
  if (v.guardianPan !== undefined) await replace(user, card.getByLabelText(/^Guardian PAN/), v.guardianPan);
}
