// @vitest-environment happy-dom
/**
 * The target list where its first page does not fill its box (issue 26 item 9): at 1280–1920 px
 * a scheme's name takes one line, so 10 rows leave the 420 px box without a scrollbar, no scroll
 * event can come, and before this fix 56 of a fund house's 66 schemes were reachable only by
 * search. The list now loads pages until they fill the box (or it ends), and a keyboard user can
 * load the rest with a button.
 *
 * happy-dom lays nothing out and its IntersectionObserver never reports, so this one stands in
 * for a wide screen's layout: rows of ROW_PX in a box of BOX_PX, scrolled to the top.
 */
import { act, screen, within } from '@testing-library/react';
import { useActorRef } from '@xstate/react';
import { beforeEach, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { TargetScheme } from '../../../domain/transfer-wizards';
import {
  type LoadTargetsInput,
  type TargetPage,
  transferTargetsMachine,
} from '../../../machines/transfer-wizard-targets.machine';
import { NEXT_PAGE_THRESHOLD_PX, TargetStep } from '../../../src/features/transfers/target-step';
import { flush } from '../../support/clock';
import { renderWizard, target } from './harness';

/** One line of a scheme's name at 1280–1920 px, and the list's box (`mah` 420). */
const ROW_PX = 32;
const BOX_PX = 420;

const radios = () => within(screen.getByRole('radiogroup', { name: 'Schemes' })).queryAllByRole('radio');

class WideScreenIntersectionObserver {
  constructor(
    private readonly callback: (entries: Array<{ isIntersecting: boolean }>) => void,
    private readonly options: { rootMargin?: string } = {},
  ) {}
  /** Reports at once, as a browser does for a new observation: is the end within the margin of the box's bottom? */
  observe() {
    const margin = Number.parseInt(this.options.rootMargin?.split(' ')[2] ?? '0', 10);
    queueMicrotask(() => this.callback([{ isIntersecting: radios().length * ROW_PX <= BOX_PX + margin }]));
  }
  disconnect() {}
}

/** A fund house with 66 schemes, served 10 a page as GET /bo/{type}/{amc}/schemes does. */
const SCHEMES: TargetScheme[] = Array.from({ length: 66 }, (_, i) =>
  target(`INF0A1B0${String(i).padStart(4, '0')}`, `Scheme ${i + 1}`),
);
let asked: number[] = [];

async function renderTargets() {
  const machine = transferTargetsMachine.provide({
    actors: {
      loadTargets: fromPromise<TargetPage, LoadTargetsInput>(async ({ input }) => {
        asked.push(input.pageNo);
        const from = input.pageNo * input.pageSize;
        return { totalElements: SCHEMES.length, userProducts: SCHEMES.slice(from, from + input.pageSize) };
      }),
    },
  });
  function Host() {
    const actor = useActorRef(machine, { input: { flow: 'stp', amcCode: 'SANCHAY', frequency: 'MONTHLY' } });
    return (
      <TargetStep
        actor={actor}
        selected={null}
        refusal={() => null}
        onSelect={() => {}}
        onPrevious={() => {}}
        onNext={() => {}}
      />
    );
  }
  const sut = await renderWizard('/stp', () => <Host />);
  await flush();
  return sut;
}

beforeEach(() => {
  asked = [];
  vi.stubGlobal('IntersectionObserver', WideScreenIntersectionObserver);
});

it('loads pages until the rows fill the box, without waiting for a scroll that cannot come', async () => {
  await renderTargets();
  // 10 rows (320 px) leave the box short of its end; 20 (640 px) fill it.
  expect(asked).toEqual([0, 1]);
  expect(radios()).toHaveLength(20);
  expect(20 * ROW_PX).toBeGreaterThan(BOX_PX + NEXT_PAGE_THRESHOLD_PX);
});

it('lets a keyboard user load every scheme of the fund house', async () => {
  const { user } = await renderTargets();
  const more = screen.getByRole('button', { name: 'Show more schemes' });
  more.focus();
  while (screen.queryByRole('button', { name: 'Show more schemes' })) {
    await act(() => user.keyboard('{Enter}'));
    await flush();
  }
  expect(radios()).toHaveLength(66);
  expect(asked).toEqual([0, 1, 2, 3, 4, 5, 6]);
});
