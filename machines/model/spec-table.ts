/**
 * The spec's transitions as data: the oracle a machine is held to. Every machine has a table
 * beside it (`order.machine.ts` → `order.spec-table.ts`), written from the spec's words, not read
 * off the machine: one row per way of leaving (or staying in) a state, with the section that says
 * so. `compareWithSpec` holds the machine's derived transitions to the table exactly: a
 * transition the table does not name, or a row the machine lacks, is a failure that quotes the
 * row and its section. The model-based suites consult the table at every step too
 * (tests/support/model), so a path that fires an unnamed transition fails where it happens.
 *
 * Rows use the derived model's vocabulary (machines/model/derive.ts): states as dotted paths
 * ('' for the machine itself), events as `event` or `event[guard]` / `event[else]` for guarded
 * branches, `done.<actor>` / `error.<actor>` for an invoked actor's outcome, `after.<delay>` for a
 * timer and `always` for an immediate decision; `to` is the dotted target, or null when the
 * transition stays where it is (actions only: the form records a keystroke).
 */
import type { DerivedModel } from './derive';
import type { WalkContext } from './pairs';

/**
 * `[from, event, to, section, says]`: `section` is where the spec says it ('001 §4.3', '000 §9
 * Flow OTP'), or `beyond spec` for the app's own behaviour; `says` is the spec's words
 * or, beyond the spec, why the app does it.
 */
type SpecRow = readonly [from: string, event: string, to: string | null, section: string, says: string];

export interface SpecTable {
  /** The machine's id. */
  machine: string;
  rows: readonly SpecRow[];
  /**
   * Transition pairs the model can fire but the machine cannot, because of what its context holds
   * (the model has no context: a folio once chosen cannot be un-chosen, so 'folio chosen' is never
   * followed by 'Redeem with no folio'): pair id (`first ⇒ second`, machines/model/pairs.ts) → why.
   * Paths never fire them, and coverage counts pairs out of the feasible rest.
   */
  infeasiblePairs?: Readonly<Record<string, string>>;
  /**
   * For a machine whose context rules a transition out only after some earlier step (a button the
   * screen offers for one status and not another, until a read changes it): that much of the
   * context, folded over the fired transitions, so the pair walks never take a step the real
   * machine could not (machines/model/pairs.ts `WalkContext`). The pairs it rules out outright
   * still go in `infeasiblePairs`, where coverage counts them out.
   */
  walkContext?: WalkContext;
}

const ROOT_LABEL = '(machine)';

/** A row as the derived model names a transition: `from --event--> to`. */
function rowTransitionId([from, event, to]: SpecRow): string {
  const target = to === null ? '(no target)' : to || ROOT_LABEL;
  return `${from || ROOT_LABEL} --${event}--> ${target}`;
}

/** A row as a failure quotes it: the transition, then the spec's section and words. */
function describeRow(row: SpecRow): string {
  return `${rowTransitionId(row)}  (${row[3]}: ${row[4]})`;
}

interface SpecComparison {
  /** Transitions the machine has and the table does not name. */
  unnamed: string[];
  /** Rows the machine lacks, each with its section and words. */
  missing: string[];
  /** Rows naming the same transition twice. */
  duplicates: string[];
}

/** The machine's transitions against its table; all three lists are empty when they agree exactly. */
export function compareWithSpec(model: Pick<DerivedModel, 'transitions'>, table: SpecTable): SpecComparison {
  const byId = new Map<string, SpecRow>();
  const duplicates: string[] = [];
  for (const row of table.rows) {
    const id = rowTransitionId(row);
    if (byId.has(id)) duplicates.push(describeRow(row));
    byId.set(id, row);
  }
  const actual = new Set(model.transitions);
  return {
    unnamed: model.transitions.filter((id) => !byId.has(id)),
    missing: [...byId].filter(([id]) => !actual.has(id)).map(([, row]) => describeRow(row)),
    duplicates,
  };
}

/** Spec rows by the transition id they stand for: what a path step looks up. */
export function rowsById(table: SpecTable): ReadonlyMap<string, SpecRow> {
  return new Map(table.rows.map((row) => [rowTransitionId(row), row]));
}

/**
 * What the spec says may follow a transition the machine fired and the table does not name: the
 * rows leaving the same state on the same event, for a failure message.
 */
export function specAlternatives(table: SpecTable, transitionId: string): string[] {
  const match = /^(.*) --(.*)--> /.exec(transitionId);
  if (!match) return [];
  const [, from, event] = match;
  return table.rows
    .filter(
      ([rowFrom, rowEvent]) => (rowFrom || ROOT_LABEL) === from && rowEvent.split('[')[0] === event?.split('[')[0],
    )
    .map(describeRow);
}
