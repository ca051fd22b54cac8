/**
 * The spec sections a machine answers to, read from its spec table's rows (the `section` of
 * `[from, event, to, section, says]`): each document's sections once, in the spec's order —
 * `000 §2.6, §4.3, §5 · 001 §8` — and how many rows are the app's own ('beyond spec'). A
 * row's section may cite several (`000 §4.3; 001 §8`, `001 §8, 000 §4.2, §8`): a document
 * number applies to the sections after it.
 */
import type { SpecTable } from '../../../machines/model/spec-table';

export interface SpecSections {
  /** Document → its sections cited, in the spec's order (`000` → `§2.6`, `§4.3`, `§5`). */
  byDocument: ReadonlyMap<string, readonly string[]>;
  /** Rows marked 'beyond spec': the app's own behaviour. */
  beyondSpec: number;
}

const TOKEN = /\b(\d{3})\b|§(\d+(?:\.\d+)*)/g;

export function specSections(table: Pick<SpecTable, 'rows'>): SpecSections {
  const cited = new Map<string, Set<string>>();
  let beyondSpec = 0;
  for (const [, , , section] of table.rows) {
    if (/^beyond spec/i.test(section)) {
      beyondSpec++;
      continue;
    }
    let document: string | undefined;
    for (const [, number, sub] of section.matchAll(TOKEN)) {
      if (number) document = number;
      else if (sub && document) {
        const sections = cited.get(document) ?? new Set<string>();
        sections.add(`§${sub}`);
        cited.set(document, sections);
      }
    }
  }
  const byDocument = new Map(
    [...cited.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([document, sections]) => [document, [...sections].sort(bySectionNumber)] as const),
  );
  return { byDocument, beyondSpec };
}

/** `000 §2.6, §4.3, §5 · 001 §8`; empty when the table cites no section. */
export function specSectionsText({ byDocument }: SpecSections): string {
  return [...byDocument].map(([document, sections]) => `${document} ${sections.join(', ')}`).join(' · ');
}

/** §2.9 before §2.10. */
function bySectionNumber(a: string, b: string): number {
  const left = a.slice(1).split('.').map(Number);
  const right = b.slice(1).split('.').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i++) {
    const difference = (left[i] ?? -1) - (right[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}
