import { createFileRoute, redirect } from '@tanstack/react-router';
import { config } from '../app/config';

export const Route = createFileRoute('/')({
  beforeLoad: () => {
    throw redirect({ to: config.brand.homePath, replace: true });
  },
});
