import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { sandboxClockQueryOptions } from '../../api/sandbox';
import { type PlanRules, planRulesQueryOptions } from '../../api/transfers';
import { config } from '../../app/config';
import { WizardLoading } from './held-fund';

/**
 * What the STP and SWP wizards read besides the holdings: the source scheme's plan rules and
 * today on the app's clock (the sandbox clock in sandbox builds, so dates on screen and on the
 * server agree). A scheme whose rules cannot be read offers no plan (empty rules).
 */
export function PlanSource({
  fundId,
  children,
}: {
  fundId: string;
  children: (source: { rules: PlanRules; today: Date }) => ReactNode;
}) {
  const rules = useQuery(planRulesQueryOptions(fundId));
  const clock = useQuery({ ...sandboxClockQueryOptions(), enabled: config.sandbox });
  if (rules.isPending || (config.sandbox && clock.isPending)) return <WizardLoading />;
  const today = clock.data ? new Date(clock.data.now) : new Date();
  return children({ rules: rules.data ?? { stp: [], swp: null }, today });
}
