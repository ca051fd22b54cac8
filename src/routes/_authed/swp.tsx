import { createFileRoute, Navigate } from '@tanstack/react-router';
import { useSessionUser } from '../../app/session/session-context';
import { PlanSource, SwpWizard } from '../../features/transfers';
// The search schema stays in the entry's route tree: imported alone, not through the feature's index.
import { TransferSearch } from '../../features/transfers/transfer-search';

export const Route = createFileRoute('/_authed/swp')({
  validateSearch: TransferSearch,
  component: SwpRoute,
});

function SwpRoute() {
  const email = useSessionUser()?.email ?? '';
  return (
    <PlanSource fundId={Route.useSearch().fundId}>
      {({ holdings, rules, today }) =>
        rules.swp ? (
          <SwpWizard holdings={holdings} rules={rules.swp} email={email} today={today} />
        ) : (
          <Navigate to="/portfolio" replace />
        )
      }
    </PlanSource>
  );
}
