/**
 * Each page's document title (WCAG 2.4.2), '<page> · Sanchay'. The spec states no titles, so each
 * names the page as the navbar or the spec calls it. Keyed by route id and checked against the
 * registered router's routes, so a new page without a title fails the typecheck.
 */

import type { RegisteredRouter } from '@tanstack/react-router';
import { config } from '../config';

/** Layout routes and '/', which only redirects to the home page, show no page of their own. */
type PageRouteId = Exclude<
  keyof RegisteredRouter['routesById'],
  '__root__' | '/' | '/_authed' | '/_authed/_onboarding'
>;

const pageNames = {
  '/{$slug}-home': 'Mutual Funds',
  '/signin': 'Sign In',
  '/signup': 'Sign Up',
  '/mobileverification': 'Mobile Verification',
  '/resetpassword': 'Reset Password',
  '/newpassword': 'New Password',
  '/explore': 'Explore Funds',
  '/NFO': 'New Fund Offering',
  '/details/$isin': 'Fund Details',
  '/privacypolicy': 'Privacy Policy',
  '/termsconditions': 'Terms and Conditions',
  '/sandbox': 'Sandbox',
  '/flows': 'Flow Atlas',
  '/_authed/dashboard': 'Dashboard',
  '/_authed/portfolio': 'Portfolio',
  '/_authed/portfolio_/capital-gains': 'Capital Gains',
  '/_authed/orderstatus': 'My Orders',
  '/_authed/myInvestment': 'My Plans',
  '/_authed/switch': 'Switch Funds',
  '/_authed/stp': 'Systematic Transfer Plan',
  '/_authed/swp': 'Systematic Withdrawal Plan',
  '/_authed/deleteaccount': 'Delete Account',
  '/_authed/_onboarding/pancardverification': 'PAN Verification',
  '/_authed/_onboarding/panFetch': 'PAN Details',
  '/_authed/_onboarding/basicInfo': 'Basic Information',
  '/_authed/_onboarding/additionalinfo': 'Additional Information',
  '/_authed/_onboarding/nomineedetails': 'Nominee Details',
  '/_authed/_onboarding/bankaccountregister': 'Bank Account',
  '/_authed/_onboarding/emailverification': 'E-mail Verification',
  '/_authed/_onboarding/two-factor-otp': 'Two-Factor Verification',
} as const satisfies Record<PageRouteId, string>;

/** The title while no page has matched (an unknown address on its way to a redirect). */
const DEFAULT_TITLE = `${config.brand.name} — Mutual Funds`;

/** The document title of the deepest matched route that names a page. */
export function pageTitle(routeIds: readonly string[]): string {
  const id = routeIds.findLast((routeId): routeId is PageRouteId => Object.hasOwn(pageNames, routeId));
  return id ? `${pageNames[id]} · ${config.brand.name}` : DEFAULT_TITLE;
}
