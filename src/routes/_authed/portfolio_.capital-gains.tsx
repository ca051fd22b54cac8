import { createFileRoute } from '@tanstack/react-router';
import { CapitalGainsScreen } from '../../features/portfolio/capital-gains-screen';

export const Route = createFileRoute('/_authed/portfolio_/capital-gains')({
  component: CapitalGainsScreen,
});
