import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '../features/legal';

export const Route = createFileRoute('/privacypolicy')({
  staticData: { withoutQueries: true },
  component: PrivacyPolicyRoute,
});

function PrivacyPolicyRoute() {
  return <LegalPage document="privacy" />;
}
