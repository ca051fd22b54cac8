import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ResetPasswordScreen } from '../features/auth/password-reset/reset-password-screen';

/** Sign In's Forgot Password link carries the typed e-mail (001 §2.3). */
const ResetPasswordSearch = v.object({
  email: v.fallback(v.optional(v.string()), undefined),
});

export const Route = createFileRoute('/resetpassword')({
  staticData: { withoutQueries: true },
  validateSearch: ResetPasswordSearch,
  component: ResetPasswordRoute,
});

function ResetPasswordRoute() {
  const { email } = Route.useSearch();
  return <ResetPasswordScreen email={email} />;
}
