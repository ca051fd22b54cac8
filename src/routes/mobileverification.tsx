import { createFileRoute } from '@tanstack/react-router';
import { useState } from 'react';
import { useSessionStore } from '../app/session/session-context';
import { emailToVerify } from '../app/session/session-storage';
import {
  MobileVerificationScreen,
  NothingToVerify,
} from '../features/auth/mobile-verification/mobile-verification-screen';

export const Route = createFileRoute('/mobileverification')({
  staticData: { withoutQueries: true },
  component: MobileVerificationRoute,
});

/** The account to verify is the one sign-up or sign-in stored (001 §4.1). */
function MobileVerificationRoute() {
  const store = useSessionStore();
  const [email] = useState(() => emailToVerify(store));
  return email ? <MobileVerificationScreen email={email} /> : <NothingToVerify />;
}
