import { createFileRoute } from '@tanstack/react-router';
import { SignUpScreen } from '../features/auth/sign-up/sign-up-screen';

export const Route = createFileRoute('/signup')({
  staticData: { withoutQueries: true },
  component: SignUpScreen,
});
