import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Navigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { type Holding, holdingsQueryOptions } from '../../api/portfolio';
import { heldFundMessages as text } from './messages';

/**
 * Reads the investor's holdings of `fundId` for a wizard. 001 §2.15: "The flow also redirects to
 * /portfolio when no source scheme (fundId) is held" — no fund named, or none of its folios held.
 */
export function HeldFund({
  fundId,
  children,
}: {
  fundId: string | undefined;
  children: (holdings: Holding[]) => ReactNode;
}) {
  const holdings = useQuery({ ...holdingsQueryOptions(), enabled: fundId !== undefined });
  if (fundId === undefined) return <Navigate to="/portfolio" replace />;
  if (holdings.isPending) return <WizardLoading />;
  // A failed refetch keeps what was read; only a first read that failed has nothing to show.
  if (!holdings.data) {
    return (
      <Alert color="red" title={text.failed} m="md">
        <Button variant="light" mt="sm" onClick={() => void holdings.refetch()}>
          {text.retry}
        </Button>
      </Alert>
    );
  }
  const held = holdings.data.filter((holding) => holding.fundId === fundId);
  if (held.length === 0) return <Navigate to="/portfolio" replace />;
  return children(held);
}

export function WizardLoading() {
  return (
    <Stack align="center" p="xl">
      <Loader role="status" aria-label={text.loading} />
    </Stack>
  );
}
