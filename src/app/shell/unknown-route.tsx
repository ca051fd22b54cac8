import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { useIsSignedIn } from '../session/session-context';

/**
 * An address the app does not know. A logged-out visitor goes to /signin with the intended
 * path (search included) as the redirect query (000 §2.1), so signing in returns there if it
 * becomes a page. A signed-in investor goes to the Dashboard, their home: the spec names no
 * not-found page, and Sign In would be wrong for someone already in.
 *
 * The address is taken once, on arrival: while the navigation runs the location already reads
 * the target, and following it would nest redirects. Replacing the history entry keeps Back
 * from bouncing into the unknown address. Modal backdrops go with the page that owned them,
 * because that page unmounts.
 */
export function UnknownRoute() {
  const navigate = useNavigate();
  const signedIn = useIsSignedIn();
  const arrivedAt = useLocation({ select: (location) => location.href });
  const [intended] = useState(arrivedAt);
  useEffect(() => {
    if (signedIn) void navigate({ to: '/dashboard', replace: true });
    else void navigate({ to: '/signin', search: { redirect: intended }, replace: true });
  }, [navigate, intended, signedIn]);
  return null;
}
