import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal';

export const Route = createFileRoute('/termsconditions')({
  staticData: { withoutQueries: true },
  component: TermsConditionsRoute,
});

function TermsConditionsRoute() {
  return <LegalPage document="terms" />;
}
