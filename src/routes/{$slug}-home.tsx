import { createFileRoute, notFound } from '@tanstack/react-router';
import { config } from '../app/config';

export const Route = createFileRoute('/{$slug}-home')({
  beforeLoad: ({ params }) => {
    if (params.slug !== config.brand.slug) throw notFound();
  },
  component: () => <h1>home</h1>,
});
