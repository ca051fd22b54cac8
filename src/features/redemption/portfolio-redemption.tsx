import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { holdingsQueryOptions } from '../../api/portfolio';
import { RedemptionDialog, type RedemptionDialogProps } from './redemption-dialog';

interface PortfolioRedemptionProps {
  /** `/portfolio?redeem=` (000 §2.8 row action Redeem). */
  fundId: string;
  /** `&folio=`, sent when the fund is held in one folio. */
  folio: string | null;
  /** The signed-in investor's e-mail; the OTP step shows it masked. */
  email: string | null;
  /** Only a verified account is offered transactions (000 §6). */
  accountActive: boolean;
  onClose: () => void;
  createActors?: RedemptionDialogProps['createActors'];
}

/**
 * The portfolio's Redeem (000 §2.8, 001 §2.13): the dialog for a fund the investor holds, with
 * its folios from GET /portfolios. A fund not held, or an account not yet verified, has nothing
 * to redeem: the address is dropped once the holdings are known.
 */
export function PortfolioRedemption({
  fundId,
  folio,
  email,
  accountActive,
  onClose,
  createActors,
}: PortfolioRedemptionProps) {
  const query = useQuery(holdingsQueryOptions());
  const holdings = useMemo(
    () => query.data?.filter((holding) => holding.fundId === fundId) ?? [],
    [query.data, fundId],
  );
  const [first] = holdings;
  const nothingToRedeem = !accountActive || email === null || (query.isSuccess && first === undefined);
  useEffect(() => {
    if (nothingToRedeem) onClose();
  }, [nothingToRedeem, onClose]);
  if (nothingToRedeem || !first || email === null) return null;
  return (
    <RedemptionDialog
      key={fundId}
      fundId={fundId}
      schemeName={first.schemeName}
      holdings={holdings}
      folio={folio}
      email={email}
      onClose={onClose}
      createActors={createActors}
    />
  );
}
