import { createFileRoute } from '@tanstack/react-router';
import { useSessionUser } from '../../app/session/session-context';
import { HeldFund, SwitchWizard, TransferSearch } from '../../features/transfers';

export const Route = createFileRoute('/_authed/switch')({
  validateSearch: TransferSearch,
  component: SwitchRoute,
});

function SwitchRoute() {
  const { fundId } = Route.useSearch();
  const email = useSessionUser()?.email ?? '';
  return <HeldFund fundId={fundId}>{(holdings) => <SwitchWizard holdings={holdings} email={email} />}</HeldFund>;
}
