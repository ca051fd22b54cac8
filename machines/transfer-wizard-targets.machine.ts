/**
 * The target-scheme list of the Switch and STP wizards (001 §4.4 "Target list", §7 GET
 * /bo/{type}/{amc}/schemes, §9): schemes of the source's fund house, 10 a page, sorted by name.
 * The next page loads when the list is scrolled within 50 px of its bottom; the list ends when
 * the loaded count reaches the total or a page brings fewer than 10; a search starts again from
 * the first page. A failed load is only logged (001 §8) and ends the list. One child for both
 * wizards; the app provides `loadTargets`. (The spec's 3-second reset of a loading flag is a
 * workaround of the original: the flag here is the `loading` state itself.)
 */
import { assign, fromPromise, setup } from 'xstate';
import { type StpFrequency, TARGET_PAGE_SIZE, type TargetScheme } from '../domain/transfer-wizards';

type TargetFlow = 'switch' | 'stp';

export interface TargetListInput {
  flow: TargetFlow;
  amcCode: string;
  /** STP only: the frequency whose STP-in rules the list carries. */
  frequency: StpFrequency | null;
}

export interface LoadTargetsInput extends TargetListInput {
  /** Zero-based. */
  pageNo: number;
  pageSize: number;
  /** The search text, or null. */
  filter: string | null;
}

export interface TargetPage {
  totalElements: number;
  userProducts: TargetScheme[];
}

interface TargetListContext extends TargetListInput {
  filter: string;
  pageNo: number;
  targets: TargetScheme[];
  total: number;
}

type TargetListEvent = { type: 'targets.nextPage' } | { type: 'targets.search'; filter: string };

const meta = (description: string, spec = '001 §4.4') => ({ description, spec });

export const transferTargetsMachine = setup({
  types: {
    context: {} as TargetListContext,
    events: {} as TargetListEvent,
    input: {} as TargetListInput,
  },
  actors: {
    loadTargets: fromPromise<TargetPage, LoadTargetsInput>(async () => {
      throw new Error('loadTargets not provided');
    }),
  },
  guards: {
    isLastPage: ({ context }, params: { page: TargetPage }) =>
      params.page.userProducts.length < TARGET_PAGE_SIZE ||
      context.targets.length + params.page.userProducts.length >= params.page.totalElements,
  },
  actions: {
    addPage: assign(({ context }, params: { page: TargetPage }) => ({
      targets: [...context.targets, ...params.page.userProducts],
      total: params.page.totalElements,
      pageNo: context.pageNo + 1,
    })),
    startSearch: assign((_, params: { filter: string }) => ({
      filter: params.filter,
      pageNo: 0,
      targets: [],
      total: 0,
    })),
  },
}).createMachine({
  id: 'transferTargets',
  description: 'The target-scheme list of the Switch and STP wizards, loaded a page at a time.',
  context: ({ input }) => ({ ...input, filter: '', pageNo: 0, targets: [], total: 0 }),
  initial: 'loading',
  on: {
    'targets.search': {
      target: '.loading',
      reenter: true,
      actions: { type: 'startSearch', params: ({ event }) => ({ filter: event.filter }) },
    },
  },
  states: {
    loading: {
      meta: meta('A page of target schemes is on its way.', '001 §4.4, §7'),
      invoke: {
        src: 'loadTargets',
        input: ({ context }) => ({
          flow: context.flow,
          amcCode: context.amcCode,
          frequency: context.frequency,
          pageNo: context.pageNo,
          pageSize: TARGET_PAGE_SIZE,
          filter: context.filter.trim() === '' ? null : context.filter.trim(),
        }),
        onDone: [
          {
            guard: { type: 'isLastPage', params: ({ event }) => ({ page: event.output }) },
            target: 'complete',
            actions: { type: 'addPage', params: ({ event }) => ({ page: event.output }) },
          },
          { target: 'more', actions: { type: 'addPage', params: ({ event }) => ({ page: event.output }) } },
        ],
        onError: 'complete',
      },
    },
    more: {
      meta: meta('More schemes follow: scrolling within 50 px of the bottom loads the next page.'),
      on: { 'targets.nextPage': 'loading' },
    },
    complete: {
      meta: meta(
        'Every scheme is loaded (the total is reached or a page was short), or loading failed.',
        '001 §4.4, §8',
      ),
    },
  },
});
