/**
 * The dashboard figures (000 §2.7, §8, §9): the counters and doughnuts are GET
 * /portfolios/summary. While it loads the dashboard says so; when it fails, 'Failed to fetch
 * portfolio. Please try again after 15 seconds.', with Retry offered only once those 15 seconds
 * are over ('Portfolio retry wait 15 s'). Retry fetches again, the message staying with Retry
 * busy: the figures replace it, or the message and its wait come back.
 *
 * The app supplies `loadFigures`, a fetch through its query cache, where the figures stay and
 * which other flows refresh after an order; once the figures are there, the screen draws the
 * cache's.
 */
import { fromPromise, setup } from 'xstate';
import { PORTFOLIO_RETRY_SECONDS } from '../domain/external-portfolio';

const meta = (description: string, spec = '000 §8, §9') => ({ description, spec });

export const dashboardFiguresMachine = setup({
  actors: {
    loadFigures: fromPromise<void>(async () => {
      throw new Error('loadFigures not provided');
    }),
  },
  delays: {
    PORTFOLIO_RETRY_WAIT: PORTFOLIO_RETRY_SECONDS * 1000,
  },
}).createMachine({
  id: 'dashboardFigures',
  description: "The dashboard's investment figures: loaded, and tried again every 15 seconds while they fail.",
  initial: 'loading',
  states: {
    loading: {
      meta: meta('The figures are being fetched; the dashboard says so.', '000 §2.7'),
      invoke: { src: 'loadFigures', onDone: 'shown', onError: 'failed' },
    },
    shown: {
      meta: meta(
        'The four counters, and the doughnuts whose total is non-zero; they follow the cache from here.',
        '000 §2.7',
      ),
    },
    failed: {
      meta: meta("'Failed to fetch portfolio. Please try again after 15 seconds.'"),
      initial: 'waiting',
      states: {
        waiting: {
          meta: meta('Retry is not offered before the 15 seconds are over.'),
          after: { PORTFOLIO_RETRY_WAIT: 'retryable' },
        },
        retryable: {
          meta: meta('The 15 seconds are over: the message offers Retry.'),
          on: { 'figures.retry': 'retrying' },
        },
        retrying: {
          meta: meta('The figures are fetched again; the message stays, with Retry busy.'),
          invoke: { src: 'loadFigures', onDone: '#dashboardFigures.shown', onError: 'waiting' },
        },
      },
    },
  },
});
