import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useState } from 'react';
import { mobileVerificationMachine, OTP_LENGTH } from '../../../../machines/mobile-verification.machine';
import { identityActors } from '../../../api/identity/identity-actors';
import { inspect } from '../../../app/inspector';
import { useIdentity } from '../../../app/session/session-context';
import { AnchorLink } from '../../../app/shell/links';
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

/** Mobile Verification (001 §2.4): the texted 6-digit code, with Resend locked for 300 s. */
export function MobileVerificationScreen({ email, machine: providedMachine }: MobileVerificationScreenProps) {
  const identity = useIdentity();
  const navigate = useNavigate();
  const [machine] = useState(() => {
    const { confirmSignUp, resendConfirmationCode } = identityActors(identity);
    const base =
      providedMachine ?? mobileVerificationMachine.provide({ actors: { confirmSignUp, resendConfirmationCode } });
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
  const verifying = useSelector(
    actor,
    (s) => s.matches({ verification: { code: 'verifying' } }) || s.status === 'done',
  );
  const incomplete = useSelector(actor, (s) => s.matches({ verification: { code: 'incomplete' } }));
  const failure = useSelector(actor, (s) => (s.matches({ verification: { code: 'failed' } }) ? s.context.error : null));
  const locked = useSelector(actor, (s) => s.matches({ verification: { resend: 'locked' } }));
  const resending = useSelector(actor, (s) => s.matches({ verification: { resend: 'resending' } }));
  const secondsLeft = useSelector(actor, (s) => s.context.secondsLeft);
  const resendFailure = useSelector(actor, (s) =>
    s.matches({ verification: { resend: 'available' } }) ? s.context.resendError : null,
  );

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
            <Button
              variant="subtle"
              disabled={locked}
              loading={resending}
              onClick={() => actor.send({ type: 'code.resend' })}
            >
              {locked ? text.resendIn(formatCountdown(secondsLeft)) : text.resend}
            </Button>
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
