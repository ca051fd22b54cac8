/**
 * The sandbox central KYC registry (001 §2.6 PAN fetch, §3 "CKYC request … Response: fullName").
 * The record's name is derived from the PAN alone, so the same PAN always gets the same name:
 * the surname starts with the PAN's 5th character (as a real PAN's does) and the first name is
 * picked by a hash of the PAN. Magic input while the `ckyc` partner is on `auto`: a PAN ending in
 * 'W' has no CKYC record.
 */
import { createHash } from 'node:crypto';
import type { Database } from '../db/client';
import { partnerOutcome } from './outcomes';

const CKYC_NOT_FOUND_SUFFIX = 'W';

const FIRST_NAMES = [
  'AARAV',
  'ANANYA',
  'ARJUN',
  'DIVYA',
  'ISHAAN',
  'KAVYA',
  'MEERA',
  'NIKHIL',
  'PRIYA',
  'RAHUL',
  'SANJAY',
  'SNEHA',
  'VIKRAM',
  'LAKSHMI',
  'ROHAN',
  'TANVI',
];

/** One Indian surname per initial letter, so the name agrees with the PAN's 5th character. */
const SURNAMES: Record<string, string> = {
  A: 'AGARWAL',
  B: 'BANERJEE',
  C: 'CHOPRA',
  D: 'DESAI',
  E: 'EDAPPAL',
  F: 'FERNANDES',
  G: 'GUPTA',
  H: 'HEGDE',
  I: 'IYER',
  J: 'JOSHI',
  K: 'KULKARNI',
  L: 'LAL',
  M: 'MEHTA',
  N: 'NAIR',
  O: 'OBEROI',
  P: 'PATEL',
  Q: 'QURESHI',
  R: 'REDDY',
  S: 'SHARMA',
  T: 'THAKUR',
  U: 'UPADHYAY',
  V: 'VERMA',
  W: 'WADHWA',
  X: 'XAVIER',
  Y: 'YADAV',
  Z: 'ZAVERI',
};

/** The CKYC record's full name for a PAN (upper case, as registries hold it). */
export function ckycFullName(pan: string): string {
  const digest = createHash('sha256').update(pan).digest();
  const first = FIRST_NAMES[(digest[0] ?? 0) % FIRST_NAMES.length] ?? 'ASHA';
  const surname = SURNAMES[pan.charAt(4)] ?? 'KUMAR';
  return `${first} ${surname}`;
}

type CkycAnswer = { kind: 'found'; fullName: string } | { kind: 'not-found' };

export async function downloadCkycRecord(db: Database, pan: string): Promise<CkycAnswer> {
  const outcome = await partnerOutcome(db, 'ckyc');
  const found = outcome === 'found' || (outcome !== 'not-found' && !pan.endsWith(CKYC_NOT_FOUND_SUFFIX));
  return found ? { kind: 'found', fullName: ckycFullName(pan) } : { kind: 'not-found' };
}
