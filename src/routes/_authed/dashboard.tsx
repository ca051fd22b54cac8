import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { MANDATE_RETURN_STATUSES } from '../../../domain/verification/verification';
import { DashboardScreen } from '../../features/dashboard';

/**
 * `openModal` is the dashboard modal flag (000 §2.2): the verification notice's 'click here'
 * and Get Portfolio open the Dashboard with its modal. `status` and `message` are the bank's
 * return after a mandate authorisation (000 §2.7); an unknown status is ignored.
 */
const DashboardSearch = v.object({
  openModal: v.fallback(v.optional(v.boolean()), undefined),
  status: v.fallback(v.optional(v.picklist(MANDATE_RETURN_STATUSES)), undefined),
  message: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(300))), undefined),
});

export const Route = createFileRoute('/_authed/dashboard')({
  validateSearch: DashboardSearch,
  component: DashboardRoute,
});

function DashboardRoute() {
  const { openModal, status, message } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DashboardScreen
      modalOpen={openModal === true}
      onCloseModal={() => void navigate({ search: {}, replace: true })}
      mandateReturn={status ? { status, message: message ?? '' } : null}
    />
  );
}
