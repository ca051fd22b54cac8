/**
 * The investor's tax status (001 §3 "taxStatus (INDIVIDUAL, NRE, NRO or other)"). Basic Info
 * gives INDIVIDUAL, NRE or NRO; a PAN whose 4th character is not 'P' belongs to a non-individual
 * holder (a real PAN's 4th character is the holder type), whose KYC record gives the status, e.g.
 * 'H' → HUF, 'C' → COMPANY. Those need the statement upload in the bank step (001 §5 Bank).
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { onboardingBasicInfo } from '../db/schema';

const HOLDER_TYPES: Readonly<Record<string, string>> = {
  A: 'AOP',
  B: 'BOI',
  C: 'COMPANY',
  F: 'FIRM',
  G: 'GOVERNMENT',
  H: 'HUF',
  J: 'ARTIFICIAL_JURIDICAL_PERSON',
  L: 'LOCAL_AUTHORITY',
  T: 'TRUST',
};

/** The non-individual status a PAN's holder type gives, or null for an individual ('P') or no PAN. */
function holderTaxStatus(pan: string | null): string | null {
  if (!pan) return null;
  return HOLDER_TYPES[pan.charAt(3)] ?? null;
}

/** The status the bank step follows; null until Basic Info is saved. */
export async function taxStatusOf(db: Database, user: { id: number; pan: string | null }): Promise<string | null> {
  const [row] = await db
    .select({ taxStatus: onboardingBasicInfo.taxStatus })
    .from(onboardingBasicInfo)
    .where(eq(onboardingBasicInfo.userId, user.id));
  if (!row) return null;
  return holderTaxStatus(user.pan) ?? row.taxStatus;
}
