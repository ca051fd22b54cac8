/**
 * The text of a state's box and of an arrow's label, broken into lines, and the size that
 * takes. The layout sizes boxes from these lines and the diagram draws the same lines, so no
 * text is measured in the browser (and the layout is the same in tests as on screen). Widths
 * are generous estimates for the UI font: an average glyph is well under the width counted.
 */
import { type AtlasState, type AtlasTransition, caseWords } from './machine-graph';

type LineKind = 'title' | 'description' | 'detail' | 'transition';

export interface BoxLine {
  text: string;
  kind: LineKind;
  /** For `transition` lines: the transition the line stands for (highlighted on a path). */
  transitionId?: string;
}

export interface BoxText {
  width: number;
  height: number;
  lines: BoxLine[];
}

const BOX_WIDTH = 248;
export const BOX_PADDING = 12;
/** Line heights in px: the title at 14 px, the rest at 12 px. */
export const TITLE_LINE = 20;
export const LABEL_LINE = 16;
/** Characters of 12 px text that fit one line of a box (a 7 px average glyph). */
const CHARS_PER_LINE = Math.floor((BOX_WIDTH - 2 * BOX_PADDING) / 7);
const LABEL_CHARS = 34;
const GLYPH = 7;

export function boxText(state: AtlasState, transitions: readonly AtlasTransition[]): BoxText {
  const lines: BoxLine[] = [{ text: state.key, kind: 'title' }];
  const detail = (text: string) => {
    for (const line of wrap(text, CHARS_PER_LINE)) lines.push({ text: line, kind: 'detail' });
  };
  for (const line of wrap(state.description ?? '', CHARS_PER_LINE)) lines.push({ text: line, kind: 'description' });
  if (state.spec) detail(`spec: ${state.spec}`);
  for (const src of state.invokes) detail(`invokes ${src}`);
  for (const delay of state.delays) detail(`waits ${delay}`);
  for (const transition of transitions) {
    if (transition.source !== state.path || !transition.inside) continue;
    for (const line of wrap(insideLine(transition), CHARS_PER_LINE)) {
      lines.push({ text: line, kind: 'transition', transitionId: transition.id });
    }
  }
  const height =
    2 * BOX_PADDING + lines.reduce((sum, line) => sum + (line.kind === 'title' ? TITLE_LINE : LABEL_LINE), 0);
  return { width: BOX_WIDTH, height, lines };
}

/** A transition that stays within its state, as a line of the box: `↻ amount.changed`, `dialog.close → amountForm`. */
function insideLine(transition: AtlasTransition): string {
  const when = caseWords(transition.case);
  const event = when ? `${transition.label} [${when}]` : transition.label;
  if (transition.targets.length === 0) return `↻ ${event}`;
  if (transition.targets.every((target) => target === transition.source)) return `↺ ${event} (enters again)`;
  const targets = transition.targets.map((target) =>
    target.slice(transition.source ? transition.source.length + 1 : 0),
  );
  return `${event} → ${targets.join(', ')}`;
}

export function labelSize(label: string, when: string | undefined): { width: number; height: number; lines: string[] } {
  const lines = [...wrap(label, LABEL_CHARS), ...(when ? wrap(`[${when}]`, LABEL_CHARS) : [])];
  const longest = Math.max(...lines.map((line) => line.length));
  return { width: longest * GLYPH + 8, height: lines.length * LABEL_LINE, lines };
}

/** Breaks text at spaces (or inside a word longer than a line) into lines of at most `max` characters. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    let rest = word;
    while (rest.length > max) {
      if (current) lines.push(current);
      lines.push(rest.slice(0, max));
      rest = rest.slice(max);
      current = '';
    }
    if (!current) current = rest;
    else if (current.length + 1 + rest.length <= max) current = `${current} ${rest}`;
    else {
      lines.push(current);
      current = rest;
    }
  }
  if (current) lines.push(current);
  return lines;
}
