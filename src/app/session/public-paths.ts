/**
 * Pages anyone may open (000 §2.1, 001 §2.1). Every other page needs login: the session
 * sends a visitor without a valid session to /signin?error=Expired from those.
 */
import { config } from '../config';

const PUBLIC_PATHS = new Set([
  '/',
  config.brand.homePath,
  '/signin',
  '/signup',
  '/mobileverification',
  '/resetpassword',
  '/newpassword',
  '/explore',
  '/NFO',
  '/privacypolicy',
  '/termsconditions',
  // Sandbox builds only: the tester's controls are not an investor page.
  ...(config.sandbox ? ['/sandbox'] : []),
  // The flow atlas: sandbox builds, or a production build that enables it (VITE_FLOWS).
  ...(config.flows ? ['/flows'] : []),
]);

/** Scheme details are public at any ISIN (000 §2.1 "/details/{isin}"). */
const PUBLIC_PREFIXES = ['/details/'];

export function isPublicPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PUBLIC_PATHS.has(path) || PUBLIC_PREFIXES.some((prefix) => path.startsWith(prefix));
}
