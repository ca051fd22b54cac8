/**
 * Every machine in `machines/`, found by file name (`**\/*.machine.ts`), with its spec table, so a
 * flow added to the folder is in the atlas without a list to keep. Each module loads only when
 * its diagram or the atlas's index asks for it. Areas group the list as product owners think of
 * the product; a file no pattern knows still shows, under 'Other flows'.
 */
import type { AnyStateMachine } from 'xstate';
import { machineOf } from '../../../machines/model/module-machine';
import type { SpecTable } from '../../../machines/model/spec-table';

interface CatalogueEntry {
  /** The file's path under machines/ without `.machine.ts`: `order`, `onboarding/pan-fetch`. */
  slug: string;
  area: Area;
  load(): Promise<AnyStateMachine>;
  /** Its spec table (`<slug>.spec-table.ts` beside it), when it has one. */
  loadSpecTable(): Promise<SpecTable | undefined>;
}

export const AREAS = [
  'Identity',
  'Onboarding',
  'Buying',
  'Verification',
  'Portfolio flows',
  'Plans',
  'Shared steps',
  'Other flows',
] as const;
export type Area = (typeof AREAS)[number];

/** First match wins; tested against the slug. */
const AREA_PATTERNS: ReadonlyArray<readonly [RegExp, Area]> = [
  [/^(session|sign-in|sign-up|password-reset|mobile-verification|delete-account)$/, 'Identity'],
  [/^onboarding(\/|$)/, 'Onboarding'],
  [/^(order|order-entry|upi-payment|net-banking|mandate-[a-z-]+|explorer)$/, 'Buying'],
  [/^(verification|statement-upload)$/, 'Verification'],
  [/^dashboard-[a-z-]+$/, 'Portfolio flows'],
  [/^(external-portfolio|redemption[a-z-]*|switch[a-z-]*|stp[a-z-]*|swp[a-z-]*|transfer-[a-z-]+)$/, 'Portfolio flows'],
  [/^(plan-[a-z-]+|sip[a-z-]*|my-investments?)$/, 'Plans'],
  [/^shared\//, 'Shared steps'],
];

export function areaOf(slug: string): Area {
  return AREA_PATTERNS.find(([pattern]) => pattern.test(slug))?.[1] ?? 'Other flows';
}

const modules = import.meta.glob<Record<string, unknown>>('../../../machines/**/*.machine.ts');
const tables = import.meta.glob<Record<string, unknown>>('../../../machines/**/*.spec-table.ts');

const isSpecTable = (value: unknown): value is SpecTable =>
  typeof value === 'object' && value !== null && 'machine' in value && 'rows' in value;

export const catalogue: CatalogueEntry[] = Object.entries(modules)
  .map(([file, load]) => {
    const slug = file.replace(/^.*\/machines\//, '').replace(/\.machine\.ts$/, '');
    const loadTable = tables[file.replace(/\.machine\.ts$/, '.spec-table.ts')];
    return {
      slug,
      area: areaOf(slug),
      load: async () => machineOf(slug, await load()),
      loadSpecTable: async () => Object.values((await loadTable?.()) ?? {}).find(isSpecTable),
    };
  })
  .sort((a, b) => AREAS.indexOf(a.area) - AREAS.indexOf(b.area) || a.slug.localeCompare(b.slug));

/** A slug in words for the list: `onboarding/pan-fetch` → `pan fetch`. */
export function machineTitle(slug: string): string {
  return (slug.split('/').at(-1) ?? slug).replaceAll('-', ' ');
}
