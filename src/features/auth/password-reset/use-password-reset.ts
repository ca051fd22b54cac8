import { useNavigate } from '@tanstack/react-router';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { type PasswordResetInput, passwordResetMachine } from '../../../../machines/password-reset.machine';
import { identityActors } from '../../../api/identity/identity-actors';
import { inspect } from '../../../app/inspector';
import { useIdentity } from '../../../app/session/session-context';

/** The password-reset flow at one of its two screens, with the app's identity and router. */
export function usePasswordReset(input: PasswordResetInput, providedMachine?: typeof passwordResetMachine) {
  const identity = useIdentity();
  const navigate = useNavigate();
  const [machine] = useState(() => {
    const { forgotPassword, confirmPassword, resetCodeCountdown } = identityActors(identity);
    const base =
      providedMachine ??
      passwordResetMachine.provide({
        actors: { forgotPassword, confirmPassword, resendCountdown: resetCodeCountdown },
      });
    return base.provide({
      actions: {
        goToNewPassword: (_, params) => {
          void navigate({ to: '/newpassword', search: { email: params.email } });
        },
      },
    });
  });
  return useActorRef(machine, { input, inspect });
}
