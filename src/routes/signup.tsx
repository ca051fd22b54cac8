import { createFileRoute } from '@tanstack/react-router';
import { SignUpScreen } from '../features/auth/sign-up/sign-up-screen';

export const Route = createFileRoute('/signup')({
  component: SignUpScreen,
});
