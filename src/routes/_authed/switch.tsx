import { createFileRoute } from '@tanstack/react-router';
import { useSessionUser } from '../../app/session/session-context';
import { HeldFund, SwitchWizard } from '../../features/transfers';
// The search schema stays in the entry's route tree: imported alone, not through the feature's index.
import { TransferSearch } from '../../features/transfers/transfer-search';

export const Route = createFileRoute('/_authed/switch')({
  validateSearch: TransferSearch,
  component: SwitchRoute,
});

function SwitchRoute() {
  const { fundId } = Route.useSearch();
  const email = useSessionUser()?.email ?? '';
  return <HeldFund fundId={fundId}>{(holdings) => <SwitchWizard holdings={holdings} email={email} />}</HeldFund>;
}
