import { createFileRoute, Navigate } from '@tanstack/react-router';
import { useSessionUser } from '../../app/session/session-context';
import { PlanSource, SwpWizard, TransferSearch } from '../../features/transfers';

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
