import { createFileRoute, Navigate } from '@tanstack/react-router';
import { useSessionUser } from '../../app/session/session-context';
import { HeldFund, PlanSource, SwpWizard } from '../../features/transfers';
// The search schema stays in the entry's route tree: imported alone, not through the feature's index.
import { TransferSearch } from '../../features/transfers/transfer-search';

export const Route = createFileRoute('/_authed/swp')({
  validateSearch: TransferSearch,
  component: SwpRoute,
});

function SwpRoute() {
  const { fundId } = Route.useSearch();
  const email = useSessionUser()?.email ?? '';
  return (
    <HeldFund fundId={fundId}>
      {(holdings) => (
        <PlanSource fundId={holdings[0]?.fundId ?? ''}>
          {({ rules, today }) =>
            rules.swp ? (
              <SwpWizard holdings={holdings} rules={rules.swp} email={email} today={today} />
            ) : (
              <Navigate to="/portfolio" replace />
            )
          }
        </PlanSource>
      )}
    </HeldFund>
  );
}
