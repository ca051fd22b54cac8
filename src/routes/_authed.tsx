import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isSignedIn } from '../app/session/session-handle';

/**
 * Every page that needs login sits under this pathless layout (000 §2.1, 001 §2.1). A
 * logged-out visitor is sent to /signin with the intended path and search as the redirect
 * query, replacing the history entry so Back does not bounce off the guard. Any modal open on
 * the page being left unmounts with it, backdrop included. (001's "second guard that lets
 * every visitor through" checks nothing, so it has no code.)
 */
export const Route = createFileRoute('/_authed')({
  beforeLoad: ({ context, location }) => {
    if (!isSignedIn(context.session)) {
      throw redirect({ to: '/signin', search: { redirect: location.href }, replace: true });
    }
  },
  component: Outlet,
});
