import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import * as v from 'valibot';
import { useSessionUser } from '../../app/session/session-context';
import { VERIFIED_STATUS } from '../../app/session/session-storage';
import { PortfolioScreen } from '../../features/portfolio/portfolio-screen';
import { PortfolioRedemption } from '../../features/redemption';

/**
 * `redeem` opens the redemption dialog for that fund (the row action Redeem, 001 §2.13), with
 * `folio` chosen up front when the fund is held in one folio; anything malformed is ignored.
 */
const PortfolioSearch = v.object({
  redeem: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}[A-Z0-9]{9}[0-9]$/))), undefined),
  folio: v.fallback(v.optional(v.pipe(v.string(), v.maxLength(30))), undefined),
});

export const Route = createFileRoute('/_authed/portfolio')({
  validateSearch: PortfolioSearch,
  component: PortfolioRoute,
});

function PortfolioRoute() {
  const user = useSessionUser();
  const { redeem, folio } = Route.useSearch();
  const navigate = Route.useNavigate();
  const accountActive = user?.['custom:user_signup_status'] === VERIFIED_STATUS;
  const closeRedemption = useCallback(() => void navigate({ search: {}, replace: true }), [navigate]);
  return (
    <>
      <PortfolioScreen accountActive={accountActive} />
      {redeem && (
        <PortfolioRedemption
          fundId={redeem}
          folio={folio ?? null}
          email={user?.email ?? null}
          accountActive={accountActive}
          onClose={closeRedemption}
        />
      )}
    </>
  );
}
