import { createFileRoute } from '@tanstack/react-router';
import { nfosQueryOptions } from '../api/catalogue';
import { NfoScreen } from '../features/catalogue/nfo/nfo-screen';

export const Route = createFileRoute('/NFO')({
  // prefetchQuery never throws: a failed load is shown (with Retry) by the screen itself.
  loader: ({ context: { queryClient } }) => queryClient.prefetchQuery(nfosQueryOptions()),
  component: NfoScreen,
});
