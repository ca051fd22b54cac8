import { createFileRoute } from '@tanstack/react-router';
import { nfosQueryOptions } from '../api/catalogue';
import { NfoScreen } from '../features/catalogue/nfo/nfo-screen';

export const Route = createFileRoute('/NFO')({
  // Not awaited: the page (its prerendered shell first) shows at once and the list follows.
  // A failed load is shown (with Retry) by the screen itself.
  loader: async ({ context }) => {
    void (await context.loadQueryClient()).prefetchQuery(nfosQueryOptions());
  },
  component: NfoScreen,
});
