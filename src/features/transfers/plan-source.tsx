import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Holding } from '../../api/portfolio';
import { sandboxClockQueryOptions } from '../../api/sandbox';
import { type PlanRules, planRulesQueryOptions } from '../../api/transfers';
import { config } from '../../app/config';
import { HeldFund, WizardLoading } from './held-fund';

interface Source {
  holdings: Holding[];
  rules: PlanRules;
  today: Date;
}

/**
 * What the STP and SWP wizards read: the investor's holdings of `fundId` (as `HeldFund`, which
 * sends the investor to /portfolio when none is held), the scheme's plan rules and today on the
 * app's clock (the sandbox clock in sandbox builds, so dates on screen and on the server agree).
 * A scheme whose rules cannot be read offers no plan (empty rules).
 */
export function PlanSource({
  fundId,
  children,
}: {
  fundId: string | undefined;
  children: (source: Source) => ReactNode;
}) {
  return (
    <HeldFund fundId={fundId}>
      {(holdings) => (
        <PlanRulesSource fundId={holdings[0]?.fundId ?? ''}>
          {(rules, today) => children({ holdings, rules, today })}
        </PlanRulesSource>
      )}
    </HeldFund>
  );
}

function PlanRulesSource({
  fundId,
  children,
}: {
  fundId: string;
  children: (rules: PlanRules, today: Date) => ReactNode;
}) {
  const rules = useQuery(planRulesQueryOptions(fundId));
  const clock = useQuery({ ...sandboxClockQueryOptions(), enabled: config.sandbox });
  if (rules.isPending || (config.sandbox && clock.isPending)) return <WizardLoading />;
  const today = clock.data ? new Date(clock.data.now) : new Date();
  return children(rules.data ?? { stp: [], swp: null }, today);
}
