import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { useSessionUser } from '../../app/session/session-context';
import { HeldFund, SwitchWizard } from '../../features/transfers';

/** The portfolio's Switch Fund passes the source scheme (and its folio when it has only one). */
const TransferSearch = v.object({
  fundId: v.fallback(v.optional(v.string()), undefined),
  folio: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/_authed/switch')({
  validateSearch: TransferSearch,
  component: SwitchRoute,
});

function SwitchRoute() {
  const { fundId } = Route.useSearch();
  const email = useSessionUser()?.email ?? '';
  return <HeldFund fundId={fundId}>{(holdings) => <SwitchWizard holdings={holdings} email={email} />}</HeldFund>;
}
