import { useLocation, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';

/**
 * Any route the app does not know sends a logged-out visitor to /signin with the
 * intended path (search included) as the redirect query (000 §2.1). The address is
 * taken once, on arrival: while the navigation runs, the location already reads
 * /signin, and following it would nest redirects. Replacing the history entry keeps
 * Back from bouncing into the unknown address. Modal backdrops go with the page that
 * owned them, because that page unmounts.
 */
export function RedirectToSignIn() {
  const navigate = useNavigate();
  const arrivedAt = useLocation({ select: (location) => location.href });
  const [intended] = useState(arrivedAt);
  useEffect(() => {
    navigate({ to: '/signin', search: { redirect: intended }, replace: true });
  }, [navigate, intended]);
  return null;
}
