/**
 * The sandbox KYC registration agency (001 §4.2 PAN step). Magic inputs while the `kyc` partner
 * is on `auto`: a PAN ending in 'X' is not KYC-registered, a PAN ending in 'Z' makes the
 * registry fail with code '8015' ('Technical Issue Detected'); every other PAN is VALIDATED.
 */
import type { Database } from '../db/client';
import { partnerOutcome } from './outcomes';

type KycAnswer =
  | { kind: 'status'; kycStatus: 'VALIDATED' | 'NOT_FOUND'; message?: string }
  | { kind: 'technical-issue' };

const KYC_NOT_REGISTERED_SUFFIX = 'X';
const KYC_TECHNICAL_ISSUE_SUFFIX = 'Z';

function magicAnswer(pan: string): KycAnswer {
  if (pan.endsWith(KYC_TECHNICAL_ISSUE_SUFFIX)) return { kind: 'technical-issue' };
  if (pan.endsWith(KYC_NOT_REGISTERED_SUFFIX)) return { kind: 'status', kycStatus: 'NOT_FOUND' };
  return { kind: 'status', kycStatus: 'VALIDATED' };
}

export async function checkKyc(db: Database, pan: string): Promise<KycAnswer> {
  switch (await partnerOutcome(db, 'kyc')) {
    case 'validated':
      return { kind: 'status', kycStatus: 'VALIDATED' };
    case 'not-registered':
      return { kind: 'status', kycStatus: 'NOT_FOUND' };
    case 'technical-issue':
      return { kind: 'technical-issue' };
    default:
      return magicAnswer(pan);
  }
}
