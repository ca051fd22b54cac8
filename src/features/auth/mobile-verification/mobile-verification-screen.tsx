import { Group, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { mobileVerificationMachine } from '../../../../machines/mobile-verification.machine';
import { toIdentityFailure } from '../../../../machines/sign-in.machine';
import { identityActors } from '../../../api/identity/identity-actors';
import { inspect } from '../../../app/inspector';
import { useIdentity } from '../../../app/session/session-context';
import { CodeEntry } from '../../../components/code-entry';
import { AnchorLink } from '../../../components/links';
import { AuthPage } from '../components/auth-page';
import { FailureNotice } from '../components/notices';
import { formatCountdown } from '../countdown';
import { mobileOtpFailureText } from '../failure-text';
import { mobileVerificationMessages as text } from '../messages';

interface MobileVerificationScreenProps {
  /** The account whose phone is being confirmed (stored by sign-up or sign-in). */
  email: string;
  /** The machine with its identity calls; tests hand in one whose calls they settle. */
  machine?: typeof mobileVerificationMachine;
}

/** Mobile Verification (001 §2.4): the texted 6-digit code, with the shared Resend countdown (300 s, m:ss). */
export function MobileVerificationScreen({ email, machine: providedMachine }: MobileVerificationScreenProps) {
  const identity = useIdentity();
  const navigate = useNavigate();
  const [machine] = useState(() => {
    const base =
      providedMachine ??
      mobileVerificationMachine.provide({ actors: { codeEntry: identityActors(identity).confirmationCodeEntry } });
    return base.provide({
      actions: {
        goToSignIn: () => {
          void navigate({ to: '/signin', search: { message: 'userCreated' }, replace: true });
        },
      },
    });
  });
  const actor = useActorRef(machine, { input: { email }, inspect });
  const codeEntry = useSelector(actor, (s) => s.children.codeEntry);
  const verified = useSelector(actor, (s) => s.status === 'done');

  return (
    <AuthPage title={text.title} intro={text.intro}>
      <CodeEntry
        actor={codeEntry}
        formLabel={text.title}
        lead={
          <Text fz="sm">
            {text.account}: <strong>{email}</strong>
          </Text>
        }
        inputType="text"
        done={verified}
        resendLook={{
          prompt: undefined,
          label: text.resend,
          lockedLabel: (secondsLeft) => text.resendIn(formatCountdown(secondsLeft)),
        }}
        resendAside={
          <AnchorLink to="/signin" fz="sm">
            {text.signInLink}
          </AnchorLink>
        }
        renderFailure={(error) => (
          <FailureNotice title={text.failureTitle}>{mobileOtpFailureText(toIdentityFailure(error))}</FailureNotice>
        )}
        // A failure is shown while Resend can be pressed again, as before the countdown became shared.
        renderResendFailure={(error, available) =>
          available && (
            <FailureNotice title={text.resendFailed}>{toIdentityFailure(error).message || text.failed}</FailureNotice>
          )
        }
      />
    </AuthPage>
  );
}

/** /mobileverification opened with no account to verify (no sign-up or sign-in before it). */
export function NothingToVerify() {
  return (
    <AuthPage title={text.title}>
      <Stack gap="md">
        <FailureNotice title={text.noEmailTitle}>{text.noEmail}</FailureNotice>
        <Group>
          <AnchorLink to="/signup">{text.signUpLink}</AnchorLink>
          <AnchorLink to="/signin">{text.signInLink}</AnchorLink>
        </Group>
      </Stack>
    </AuthPage>
  );
}
