import { createFileRoute } from '@tanstack/react-router';
import { useSessionUser } from '../../app/session/session-context';
import { PlanSource, StpWizard } from '../../features/transfers';
// The search schema stays in the entry's route tree: imported alone, not through the feature's index.
import { TransferSearch } from '../../features/transfers/transfer-search';

export const Route = createFileRoute('/_authed/stp')({
  validateSearch: TransferSearch,
  component: StpRoute,
});

function StpRoute() {
  const email = useSessionUser()?.email ?? '';
  return (
    <PlanSource fundId={Route.useSearch().fundId}>
      {({ holdings, rules, today }) => (
        <StpWizard holdings={holdings} options={rules.stp} email={email} today={today} />
      )}
    </PlanSource>
  );
}
