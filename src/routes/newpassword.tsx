import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { NewPasswordScreen } from '../features/auth/password-reset/new-password-screen';

/** Reset Password sends the e-mail along in the query (001 §2.5). */
const NewPasswordSearch = v.object({
  email: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/newpassword')({
  staticData: { withoutQueries: true },
  validateSearch: NewPasswordSearch,
  component: NewPasswordRoute,
});

function NewPasswordRoute() {
  const { email } = Route.useSearch();
  return <NewPasswordScreen key={email ?? ''} email={email} />;
}
