/**
 * The sandbox MF Central, the consolidated account statement (CAS) service the external
 * portfolio import reads (000 §4.5). Magic PANs while the `cas` partner is on `auto`, by last
 * letter: 'N' has no funds (code '8003', 'No Funds Purchased'), 'F' has every OTP refused, 'D'
 * gives partial data (the last fund house's folios are delayed); any other PAN holds folios at
 * three fund houses. The statement is deterministic per PAN: the same schemes and units on every
 * import, valued at the scheme's NAV on the statement date.
 */
import { createHash } from 'node:crypto';
import Big from 'big.js';
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { amcs, schemes } from '../db/schema';
import { navOnOrBefore } from '../holdings/holdings';
import { addDays } from '../seed/dates';
import { partnerOutcome } from './outcomes';

type CasBehaviour = 'holdings' | 'no-funds' | 'otp-failure' | 'partial';

const CAS_NO_FUNDS_SUFFIX = 'N';
const CAS_OTP_FAILURE_SUFFIX = 'F';
const CAS_PARTIAL_SUFFIX = 'D';

/** Fund houses on a statement, and folios (schemes) per fund house. */
const FUND_HOUSES = 3;
const INVESTED = ['25000.00', '40000.00', '15000.00', '60000.00'];
/** Units were bought this many days before the statement date. */
const HELD_DAYS = 400;

function magicBehaviour(pan: string): CasBehaviour {
  if (pan.endsWith(CAS_NO_FUNDS_SUFFIX)) return 'no-funds';
  if (pan.endsWith(CAS_OTP_FAILURE_SUFFIX)) return 'otp-failure';
  if (pan.endsWith(CAS_PARTIAL_SUFFIX)) return 'partial';
  return 'holdings';
}

export async function casBehaviour(db: Database, pan: string): Promise<CasBehaviour> {
  switch (await partnerOutcome(db, 'cas')) {
    case 'success':
      return 'holdings';
    case 'no-funds':
      return 'no-funds';
    case 'otp-failure':
      return 'otp-failure';
    case 'partial-data':
      return 'partial';
    default:
      return magicBehaviour(pan);
  }
}

interface CasFolio {
  fundId: string;
  schemeName: string;
  amcName: string;
  folio: string;
  units: string;
  invested: string;
  nav: string;
}

interface CasStatement {
  folios: CasFolio[];
  /** True when some fund houses' data is delayed and left out. */
  partial: boolean;
}

/**
 * The PAN's statement on `asOf`: growth schemes of three fund houses picked by a hash of the
 * PAN, four folios in all. A partial statement leaves out the last fund house.
 */
export async function fetchCasStatement(
  db: Database,
  pan: string,
  asOf: string,
  behaviour: CasBehaviour,
): Promise<CasStatement> {
  const rows = await db
    .select({
      fundId: schemes.uniqueNo,
      schemeName: schemes.schemeName,
      amcCode: schemes.amcCode,
      amcName: amcs.name,
      navModel: schemes.navModel,
    })
    .from(schemes)
    .innerJoin(amcs, eq(amcs.code, schemes.amcCode))
    .where(and(eq(schemes.gdos, 'Growth'), eq(schemes.isNfo, false), isNotNull(schemes.navModel)))
    .orderBy(asc(schemes.amcCode), asc(schemes.uniqueNo));
  const boughtOn = addDays(asOf, -HELD_DAYS);
  const byAmc = new Map<string, typeof rows>();
  // Only schemes with a NAV on the purchase date.
  for (const row of rows.filter((candidate) => candidate.navModel && candidate.navModel.from <= boughtOn))
    byAmc.set(row.amcCode, [...(byAmc.get(row.amcCode) ?? []), row]);
  const houses = [...byAmc.values()];
  const hash = createHash('sha256').update(pan).digest();
  const houseIndexes: number[] = [];
  for (const byte of hash) {
    const index = byte % houses.length;
    if (!houseIndexes.includes(index)) houseIndexes.push(index);
    if (houseIndexes.length === FUND_HOUSES) break;
  }
  // Two folios at the first fund house, one at each of the others.
  const picked = [houseIndexes[0], ...houseIndexes].flatMap((houseIndex, slot) => {
    const house = houses[houseIndex ?? 0] ?? [];
    const scheme = house[((hash[slot + 8] ?? 0) + slot) % house.length];
    return scheme ? [scheme] : [];
  });
  const unique = picked.filter((scheme, i) => picked.findIndex((other) => other.fundId === scheme.fundId) === i);
  const folios = unique.flatMap((scheme, index): CasFolio[] => {
    const cost = navOnOrBefore(scheme.navModel, boughtOn);
    const nav = navOnOrBefore(scheme.navModel, asOf);
    const invested = INVESTED[index] ?? '10000.00';
    if (!cost || !nav) return [];
    return [
      {
        fundId: scheme.fundId,
        schemeName: scheme.schemeName,
        amcName: scheme.amcName,
        folio: `${pan.slice(0, 4)}${String(hash.readUInt32BE(index * 4) % 1e6).padStart(6, '0')}/${index + 1}`,
        units: new Big(invested).div(cost).toFixed(4),
        invested,
        nav: new Big(nav).toFixed(4),
      },
    ];
  });
  if (behaviour !== 'partial') return { folios, partial: false };
  const lastHouse = folios.at(-1)?.amcName;
  return { folios: folios.filter((folio) => folio.amcName !== lastHouse), partial: true };
}
