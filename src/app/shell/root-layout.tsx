import { Box } from '@mantine/core';
import { Outlet, useLocation, useMatches } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { config } from '../config';
import { liveFlowsEnabled } from '../inspector';
import { loadQueryClient } from '../query-client-source';
import { LandingHeader } from './landing-header';
import { useDocumentTitle, useFocusOnPageChange } from './page-change';
import { PromoBanner } from './promo-banner';
import './route-chrome';
import classes from './shell.module.css';
import { SiteFooter } from './site-footer';
import { SiteNavbar } from './site-navbar';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';
import { VerificationNotice } from './verification-notice';

/** The account menu lives with the signed-in navigation, in its lazily loaded chunk. */
const SignedInAccountMenu = lazy(() =>
  import('./signed-in-navigation').then((module) => ({ default: module.SignedInAccountMenu })),
);

/**
 * `?flows` in development: every running actor on its diagram (production builds drop it). It
 * queries, and shows on pages that load no QueryClient, so it brings the client with it.
 */
const LiveFlowsPanel = import.meta.env.DEV
  ? lazy(() =>
      Promise.all([import('../../features/flows'), loadQueryClient()]).then(([module]) => ({
        default: module.LiveFlowsPanel,
      })),
    )
  : null;

const landingAccountMenu = (
  <Suspense fallback={null}>
    <SignedInAccountMenu inverted />
  </Suspense>
);

/**
 * Header, notice, page and footer. The landing page swaps the navbar for its own header and
 * gets the navbar back when the visitor leaves it (000 §1); a route marked
 * `withoutNavigation` (/deleteaccount, 001 §2.17) has no navbar at all. The router itself
 * scrolls to the top after every navigation (its default `resetScroll`), so nothing here does;
 * the title and focus follow the page here (page-change.ts).
 */
export function RootLayout() {
  const pathname = useLocation({ select: (location) => location.pathname });
  const withoutNavigation = useMatches({
    select: (matches) => matches.some((match) => match.staticData.withoutNavigation === true),
  });
  const onLanding = pathname === config.brand.homePath;
  useDocumentTitle();
  useFocusOnPageChange(MAIN_CONTENT_ID);
  return (
    <>
      <SkipLink />
      {onLanding ? <LandingHeader accountMenu={landingAccountMenu} /> : !withoutNavigation && <SiteNavbar />}
      {!withoutNavigation && <VerificationNotice />}
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
        <Outlet />
      </Box>
      {pathname !== '/explore' && !withoutNavigation && <PromoBanner />}
      <SiteFooter />
      {LiveFlowsPanel && liveFlowsEnabled && (
        <Suspense fallback={null}>
          <LiveFlowsPanel />
        </Suspense>
      )}
    </>
  );
}
