/**
 * Sector allocation for the doughnut (000 §9): the top 4 sectors — 5 when
 * 'Other' is among them, so four named sectors still show — then everything else
 * folded into one 'Other' slice placed last. Allocations are % of net assets as
 * 2-decimal strings and are summed with big.js.
 */
import Big from 'big.js';

interface HoldingAllocation {
  allocation: string;
  sector: string | null;
}

interface SectorSlice {
  name: string;
  /** % of net assets, 2 decimals. */
  allocation: string;
}

export const OTHER_SECTOR = 'Other';
const NAMED_SECTORS = 4;

function isOther(name: string): boolean {
  const normal = name.trim().toLowerCase();
  return normal === 'other' || normal === 'others';
}

export function sectorSplit(holdings: readonly HoldingAllocation[]): SectorSlice[] {
  const totals = new Map<string, Big>();
  for (const holding of holdings) {
    const sector = holding.sector?.trim();
    const name = !sector || isOther(sector) ? OTHER_SECTOR : sector;
    totals.set(name, (totals.get(name) ?? new Big(0)).plus(holding.allocation));
  }
  const ranked = [...totals.entries()]
    .filter(([, total]) => total.gt(0))
    .sort(([nameA, a], [nameB, b]) => b.cmp(a) || nameA.localeCompare(nameB));

  const otherInTop = ranked.slice(0, NAMED_SECTORS).some(([name]) => name === OTHER_SECTOR);
  const top = ranked.slice(0, otherInTop ? NAMED_SECTORS + 1 : NAMED_SECTORS);
  const named = top.filter(([name]) => name !== OTHER_SECTOR);
  const folded = ranked
    .filter(([name]) => name === OTHER_SECTOR || !named.some(([kept]) => kept === name))
    .reduce((sum, [, total]) => sum.plus(total), new Big(0));

  const slices = named.map(([name, total]) => ({ name, allocation: total.toFixed(2) }));
  if (folded.gt(0)) slices.push({ name: OTHER_SECTOR, allocation: folded.toFixed(2) });
  return slices;
}
