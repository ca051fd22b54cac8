/**
 * Outcomes a tester can force on each simulated partner. `auto` (the default everywhere) means
 * the simulator follows its documented magic inputs; any other outcome applies to every call
 * until it is set back to `auto` or the sandbox is reset.
 */
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { partnerOutcomes } from '../db/schema';

interface PartnerDefinition {
  description: string;
  /** Outcome names other than `auto`, each with what it makes the partner do. */
  outcomes: Record<string, string>;
}

const PARTNERS = {
  kyc: {
    description:
      "KYC registration agency: answers the PAN and date-of-birth check during onboarding. Magic PANs: ending in X → not KYC-registered (the 'KYC not validated' modal); ending in Z → code '8015' ('Technical Issue Detected'); any other → VALIDATED. A PAN whose 4th character is not P is a non-individual holder (H HUF, C COMPANY, F FIRM, T TRUST, …) whose bank step needs a statement upload.",
    outcomes: {
      validated: "Every PAN is KYC-validated (kyc_status 'VALIDATED').",
      'not-registered': 'Every PAN is reported as not KYC-registered.',
      'technical-issue': "The registry fails with code '8015' ('Technical Issue Detected').",
    },
  },
  ckyc: {
    description:
      "Central KYC registry: fetches the identity record for a verified PAN. The record's full name is derived from the PAN (the surname starts with the PAN's 5th character). Magic PANs: ending in W → no CKYC record ('not KYC compliant').",
    outcomes: {
      found: 'A CKYC record is found for every PAN.',
      'not-found': 'No CKYC record exists for any PAN, so the PAN fetch fails as not KYC compliant.',
    },
  },
  bank: {
    description:
      'Bank account verification (penny drop). Magic account numbers: ending in 0000 → verification fails; any other → verified.',
    outcomes: {
      verified: 'Every account is verified.',
      failed: 'Every verification fails.',
    },
  },
  statement: {
    description:
      "Bank statement upload for non-individual investors. Files are checked by content (%PDF- header, %%EOF trailer, at most 10 MB). A PDF with an /Encrypt dictionary is password protected: refused with code '8009' until its password, sanchay, is sent.",
    outcomes: {
      accepted: 'Every statement is accepted.',
      'password-protected': "Every upload is refused with code '8009' until a password is sent.",
      rejected: 'Every upload fails.',
    },
  },
  exchange: {
    description:
      'The stock exchange: client registration, ELOG, cheque upload, order routing and allotment. Paid orders get the NAV of the day the money arrives if before the cut-off (1 PM IST for debt and liquid schemes, 3 PM IST for the rest) on a weekday, else the next weekday; that NAV is published at 11 PM IST, and units are allotted when the sandbox clock has passed it. NFO purchases are allotted at ₹10 on the offer end date.',
    outcomes: {
      accept: 'Registrations and cheque uploads succeed and orders are allotted after the cut-off.',
      reject: "Registrations, cheque uploads (Status '1') and orders are rejected by the exchange.",
    },
  },
  payments: {
    description:
      "Payment gateway: UPI collect requests and net banking. Magic UPI IDs: success@sanchay (or any other well-formed ID) is paid by the next status check; failure@sanchay is declined at once; pending@sanchay never answers, so the app's check times out; a malformed ID is refused. Net banking opens the sandbox bank's page with Pay and Cancel.",
    outcomes: {
      success: 'Every payment succeeds.',
      failure: 'Every payment is declined.',
      timeout: 'UPI collect requests stay pending until the app gives up polling.',
    },
  },
  mandates: {
    description:
      "Auto-pay mandates registered with the exchange and approved by the bank. The exchange registers a PENDING mandate on the investor's bank account with the client code; its link opens the sandbox bank's e-mandate page, whose Approve approves it, Fail rejects it ('The mandate got rejected by your bank. Please try again.') and Cancel leaves it pending, each returning to /dashboard with status and message.",
    outcomes: {
      approved: 'Approve on the bank page approves every mandate.',
      pending: 'Approve on the bank page leaves every mandate waiting for approval (WAITING_FOR_MANDATE_APPROVAL).',
      rejected: 'The bank rejects every mandate, whichever button is pressed (Cancel still cancels).',
    },
  },
  debits: {
    description:
      "The bank's mandate debits: each SIP instalment is debited through the investor's mandate on its date (an instalment whose mandate is not APPROVED fails). Three failed debits in a row cancel the SIP.",
    outcomes: {
      'fail-next':
        "The next SIP instalment debit is declined ('The SIP instalment could not be debited: the bank declined the mandate debit.'); the partner is then back on auto.",
      fail: 'Every SIP instalment debit is declined.',
    },
  },
  elog: {
    description:
      "The exchange's ELOG: the nominee declaration the investor authenticates on the sandbox exchange's ELOG page (GET users/elog gives its URL). Authenticate makes ELOG ACTIVE.",
    outcomes: {
      authenticated: 'Every ELOG authentication succeeds.',
      failed: 'Every ELOG authentication fails (ELOG FAILED; the modal offers Try Again).',
    },
  },
  cas: {
    description:
      "MF Central, the consolidated account statement service: imports an external portfolio by PAN, date of birth and an OTP e-mailed to the investor. Magic PANs by last letter: N → no funds (code '8003', 'No Funds Purchased'); F → every OTP is refused; D → partial data (one fund house's folios are delayed); any other → folios at three fund houses. Once an account records a PAN and date of birth, only those can be imported.",
    outcomes: {
      success: 'The OTP is sent and the statement is imported in full.',
      'no-funds': "The PAN has no funds (code '8003', 'No Funds Purchased').",
      'otp-failure': 'Every OTP is refused.',
      'partial-data': "The statement is imported with one fund house's folios delayed (the partial data notice).",
    },
  },
} as const satisfies Record<string, PartnerDefinition>;

type PartnerName = keyof typeof PARTNERS;

const AUTO = 'auto';

interface PartnerOutcome {
  partner: PartnerName;
  outcome: string;
  allowed: string[];
  description: string;
}

export function isPartnerName(name: string): name is PartnerName {
  return Object.hasOwn(PARTNERS, name);
}

export function allowedOutcomes(partner: PartnerName): string[] {
  return [AUTO, ...Object.keys(PARTNERS[partner].outcomes)];
}

/** What the partner is, then what each outcome makes it do: the tester reads this on the /sandbox page. */
function entryFor(partner: PartnerName, outcome: string): PartnerOutcome {
  const definition: PartnerDefinition = PARTNERS[partner];
  const outcomes = [
    `${AUTO}: follows the magic inputs documented in docs/sandbox.md.`,
    ...Object.entries(definition.outcomes).map(([name, effect]) => `${name}: ${effect}`),
  ];
  return {
    partner,
    outcome,
    allowed: allowedOutcomes(partner),
    description: `${definition.description} Outcomes: ${outcomes.join(' ')}`,
  };
}

/** Every partner with its current outcome, `auto` where none was set. */
export async function listPartnerOutcomes(db: Database): Promise<PartnerOutcome[]> {
  const rows = await db.select().from(partnerOutcomes);
  const set = new Map(rows.map((row) => [row.partner, row.outcome]));
  return (Object.keys(PARTNERS) as PartnerName[]).map((partner) => entryFor(partner, set.get(partner) ?? AUTO));
}

/** The outcome simulators consult before acting. */
export async function partnerOutcome(db: Database, partner: PartnerName): Promise<string> {
  const [row] = await db.select().from(partnerOutcomes).where(eq(partnerOutcomes.partner, partner));
  return row?.outcome ?? AUTO;
}

export async function setPartnerOutcome(db: Database, partner: PartnerName, outcome: string): Promise<PartnerOutcome> {
  if (!allowedOutcomes(partner).includes(outcome)) {
    throw new Error(`Outcome ${outcome} is not allowed for ${partner}`);
  }
  await db
    .insert(partnerOutcomes)
    .values({ partner, outcome })
    .onConflictDoUpdate({ target: partnerOutcomes.partner, set: { outcome } });
  return entryFor(partner, outcome);
}
