import { createFileRoute, redirect } from '@tanstack/react-router';
import { config } from '../app/config';

export const Route = createFileRoute('/')({
  staticData: { withoutQueries: true },
  beforeLoad: () => {
    throw redirect({ to: '/{$slug}-home', params: { slug: config.brand.slug }, replace: true });
  },
});
