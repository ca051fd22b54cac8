import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { mobileVerificationMachine, OTP_LENGTH } from '../../../../machines/mobile-verification.machine';
import { identityActors } from '../../../api/identity/identity-actors';
import { inspect } from '../../../app/inspector';
import { useIdentity } from '../../../app/session/session-context';
import { AnchorLink } from '../../../components/links';
import { ResendCountdown } from '../../../components/resend-countdown';
import { AuthPage } from '../components/auth-page';
import { FailureNotice } from '../components/notices';
import { formatCountdown } from '../countdown';
import { mobileOtpFailureText } from '../failure-text';
import { mobileVerificationMessages as text, validationMessages } from '../messages';

export interface MobileVerificationScreenProps {
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
    const { confirmSignUp, confirmationCodeCountdown } = identityActors(identity);
    const base =
      providedMachine ??
      mobileVerificationMachine.provide({ actors: { confirmSignUp, resendCountdown: confirmationCodeCountdown } });
    return base.provide({
      actions: {
        goToSignIn: () => {
          void navigate({ to: '/signin', search: { message: 'userCreated' }, replace: true });
        },
      },
    });
  });
  const actor = useActorRef(machine, { input: { email }, inspect });
  const code = useSelector(actor, (s) => s.context.code);
  const verifying = useSelector(actor, (s) => s.matches({ verification: 'verifying' }) || s.status === 'done');
  const incomplete = useSelector(actor, (s) => s.matches({ verification: 'incomplete' }));
  const failure = useSelector(actor, (s) => (s.matches({ verification: 'failed' }) ? s.context.error : null));
  const resend = useSelector(actor, (s) => s.children.resend);
  // A failure is shown while Resend can be pressed again, as before the countdown became shared.
  const resendAvailable = useSelector(resend, (s) => s?.matches('available') ?? false);
  const resendError = useSelector(actor, (s) => s.context.resendError);
  const resendFailure = resendAvailable ? resendError : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'code.submit' });
  };

  const fieldError = incomplete ? (code === '' ? validationMessages.otpRequired : validationMessages.otpLength) : null;

  return (
    <AuthPage title={text.title} intro={text.intro}>
      <form noValidate onSubmit={submit} aria-label={text.title}>
        <Stack gap="md">
          <Text fz="sm">
            {text.account}: <strong>{email}</strong>
          </Text>
          {failure && <FailureNotice title={text.failureTitle}>{mobileOtpFailureText(failure)}</FailureNotice>}
          <TextInput
            label={text.code}
            withAsterisk
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            value={code}
            error={fieldError}
            disabled={verifying}
            onChange={(event) => actor.send({ type: 'code.changed', value: event.currentTarget.value })}
          />
          <Button type="submit" loading={verifying} fullWidth>
            {text.submit}
          </Button>
          {resendFailure && (
            <FailureNotice title={text.resendFailed}>{resendFailure.message || text.failed}</FailureNotice>
          )}
          <Group justify="space-between">
            <ResendCountdown
              actor={resend}
              label={text.resend}
              lockedLabel={(secondsLeft) => text.resendIn(formatCountdown(secondsLeft))}
            />
            <AnchorLink to="/signin" fz="sm">
              {text.signInLink}
            </AnchorLink>
          </Group>
        </Stack>
      </form>
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
