import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { SignInScreen } from '../features/auth/sign-in/sign-in-screen';

/**
 * Search of /signin (001 §2.3, 000 §8). A value the app does not know is dropped rather
 * than failing the page; `redirect` must be a path of this app, never another origin.
 */
const SignInSearch = v.object({
  redirect: v.fallback(v.optional(v.pipe(v.string(), v.regex(/^\/(?![/\\])/))), undefined),
  message: v.fallback(v.optional(v.picklist(['userCreated', 'createUser', 'linkFailed'])), undefined),
  error: v.fallback(v.optional(v.literal('Expired')), undefined),
});

export const Route = createFileRoute('/signin')({
  staticData: { withoutQueries: true },
  validateSearch: SignInSearch,
  component: SignInRoute,
});

function SignInRoute() {
  return <SignInScreen search={Route.useSearch()} />;
}
