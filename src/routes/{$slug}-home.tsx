import { createFileRoute, notFound } from '@tanstack/react-router';
import { config } from '../app/config';
import { LandingPage } from '../features/landing/landing-page';

/** /{product}-home: only the configured brand's slug is a page; any other is an unknown route. */
export const Route = createFileRoute('/{$slug}-home')({
  staticData: { withoutQueries: true },
  beforeLoad: ({ params }) => {
    if (params.slug !== config.brand.slug) throw notFound();
  },
  component: LandingPage,
});
