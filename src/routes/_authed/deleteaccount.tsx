import { createFileRoute } from '@tanstack/react-router';
import { DeleteAccountScreen } from '../../features/account';

/** 001 §2.17: login required; the navbar and side navigation are hidden. */
export const Route = createFileRoute('/_authed/deleteaccount')({
  staticData: { withoutNavigation: true },
  component: DeleteAccountRoute,
});

function DeleteAccountRoute() {
  return <DeleteAccountScreen />;
}
