import { createFileRoute } from '@tanstack/react-router';
import { useSessionUser } from '../../app/session/session-context';
import { VERIFIED_STATUS } from '../../app/session/session-storage';
import { PortfolioScreen } from '../../features/portfolio/portfolio-screen';

export const Route = createFileRoute('/_authed/portfolio')({
  component: PortfolioRoute,
});

function PortfolioRoute() {
  const user = useSessionUser();
  return <PortfolioScreen accountActive={user?.['custom:user_signup_status'] === VERIFIED_STATUS} />;
}
