import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { DashboardScreen } from '../../features/dashboard';

/**
 * `openModal` is the dashboard modal flag (000 §2.2): the verification notice's 'click here'
 * and Get Portfolio open the Dashboard with its modal.
 */
const DashboardSearch = v.object({
  openModal: v.fallback(v.optional(v.boolean()), undefined),
});

export const Route = createFileRoute('/_authed/dashboard')({
  validateSearch: DashboardSearch,
  component: DashboardRoute,
});

function DashboardRoute() {
  const { openModal } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DashboardScreen modalOpen={openModal === true} onCloseModal={() => void navigate({ search: {}, replace: true })} />
  );
}
