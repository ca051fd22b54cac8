import { Container, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { cagrLabel, cagrPeriodForWindow, formatCagr } from '../../../../domain/cagr';
import type { NavWindowKey } from '../../../../domain/nav-windows';
import { navHistoryQueryOptions, navQueryOptions, schemeQueryOptions } from '../../../api/catalogue';
import { formatCrores, formatRupees } from '../../../lib/format';
import { riskColour } from '../components/risk-text';
import { NOT_AVAILABLE, detailsMessages as text } from '../messages';
import { CurrentNavCard } from './current-nav-card';
import { HeaderCard } from './header-card';
import { HoldingsTable } from './holdings-table';
import { NavHistoryCard } from './nav-history-card';
import { OrderBar } from './order-bar';
import { SchemeFooter } from './scheme-footer';
import { SectorAllocationCard } from './sector-allocation-card';
import { StatCard } from './stat-card';

/**
 * The heights the NAV cards take once drawn, measured in Chromium: the Current NAV card (its
 * text wraps more in the five-column row) and NAV History (title, tabs and the 300 px chart).
 */
const CURRENT_NAV_CARD_HEIGHT = { base: 124, md: 141 };
const NAV_HISTORY_CARD_HEIGHT = 422;

/** Phones: BUY and SIP move from the header card to the action bar. */
const PHONE = '(max-width: 40em)';

/** Loads are logged, not shown (000 §8): the NAV section simply disappears. */
function useLoggedFailure(what: string, error: Error | null) {
  useEffect(() => {
    if (error) console.error(`Scheme details: ${what} could not be loaded`, error);
  }, [what, error]);
}

/** /details/{isin} (000 §2.5). The route waited for the scheme; NAV and history may still be on their way. */
export function SchemeDetailsScreen({ isin }: { isin: string }) {
  const scheme = useQuery(schemeQueryOptions(isin));
  const nav = useQuery(navQueryOptions(isin));
  const history = useQuery(navHistoryQueryOptions(isin));
  const [navWindow, setNavWindow] = useState<NavWindowKey>('1Y');
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  useLoggedFailure('the scheme', scheme.error);
  useLoggedFailure('the NAV', nav.error);
  useLoggedFailure('the NAV history', history.error);

  const details = scheme.data;
  const facts = details?.schemeDetails;
  const navHistory = history.data ?? [];
  // Shown only once all three have loaded: a failed scheme, NAV or history load hides it (000 §8).
  const showNavSection = scheme.isSuccess && nav.isSuccess && history.isSuccess;
  // NAV and history follow the scheme: their place is kept meanwhile, so nothing moves when they come.
  const navArriving = !showNavSection && !scheme.isError && !nav.isError && !history.isError;
  const cagrPeriod = cagrPeriodForWindow(navWindow);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <HeaderCard scheme={details} isin={isin} withOrderButtons={!phone} />
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: showNavSection || navArriving ? 5 : 4 }}
          spacing="md"
          aria-busy={navArriving}
        >
          {showNavSection && <CurrentNavCard nav={nav.data} history={navHistory} />}
          {navArriving && <Skeleton h={CURRENT_NAV_CARD_HEIGHT} radius="md" aria-hidden="true" />}
          <StatCard
            label={text.riskometer}
            value={facts?.riskometer || NOT_AVAILABLE}
            colour={riskColour(facts?.riskometer)}
          />
          <StatCard label={cagrLabel(cagrPeriod)} value={formatCagr(navHistory, cagrPeriod)} />
          <StatCard label={text.aum} value={facts?.aum ? formatCrores(facts.aum) : NOT_AVAILABLE} />
          <StatCard
            label={text.minInvestment}
            value={details ? formatRupees(details.minimumPurchaseAmount) : NOT_AVAILABLE}
          />
        </SimpleGrid>
        {showNavSection && (
          <NavHistoryCard history={navHistory} navWindow={navWindow} onNavWindowChange={setNavWindow} />
        )}
        {navArriving && <Skeleton height={NAV_HISTORY_CARD_HEIGHT} radius="md" aria-hidden="true" />}
        <SectorAllocationCard holdings={facts?.portfolioBeanList ?? []} />
        <HoldingsTable holdings={facts?.portfolioBeanList ?? []} phone={phone} />
        <SchemeFooter scheme={details} />
        {phone && details && <OrderBar scheme={details} isin={isin} />}
      </Stack>
    </Container>
  );
}
