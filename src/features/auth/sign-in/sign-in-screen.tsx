import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { SignInSchema, type SignInValues } from '../../../../domain/auth';
import { EMAIL_MAX_LENGTH } from '../../../../domain/fields';
import { signInMachine } from '../../../../machines/sign-in.machine';
import { identityActors } from '../../../api/identity/identity-actors';
import { inspect } from '../../../app/inspector';
import { useIdentity, useSessionActions, useSessionStore } from '../../../app/session/session-context';
import { rememberEmailToVerify } from '../../../app/session/session-storage';
import { AnchorLink } from '../../../components/links';
import { formResolver } from '../../../lib/form-validation';
import { AuthPage } from '../components/auth-page';
import { FailureNotice, InfoNotice } from '../components/notices';
import { PasswordField } from '../components/password-field';
import { signInFailureText } from '../failure-text';
import { signInMessages as text } from '../messages';

type SignInBanner = keyof typeof text.banners;

interface SignInSearch {
  redirect?: string | undefined;
  message?: SignInBanner | undefined;
  error?: 'Expired' | undefined;
}

/** Where a signed-in user goes without a redirect query (001 §2.3). */
const AFTER_SIGN_IN_PATH = '/dashboard';

interface SignInScreenProps {
  search: SignInSearch;
  /** The machine with its identity calls; tests hand in one whose calls they settle. */
  machine?: typeof signInMachine;
}

/** Sign In (001 §2.3): the form, its banners, and where success and an unconfirmed phone lead. */
export function SignInScreen({ search, machine: providedMachine }: SignInScreenProps) {
  const identity = useIdentity();
  const store = useSessionStore();
  const session = useSessionActions();
  const navigate = useNavigate();
  // The machine is made once; the redirect it follows is whatever the address says now.
  const redirect = useRef(search.redirect);
  useEffect(() => {
    redirect.current = search.redirect;
  }, [search.redirect]);
  const [machine] = useState(() => {
    const { signIn, resendConfirmationCode } = identityActors(identity);
    const base = providedMachine ?? signInMachine.provide({ actors: { signIn, resendConfirmationCode } });
    return base.provide({
      actions: {
        startSession: (_, params) => session.start(params.session),
        rememberEmailToVerify: (_, params) => rememberEmailToVerify(store, params.email),
        goToRedirect: () => {
          void navigate({ href: redirect.current ?? AFTER_SIGN_IN_PATH, replace: true });
        },
        goToMobileVerification: () => {
          void navigate({ to: '/mobileverification' });
        },
      },
    });
  });
  const actor = useActorRef(machine, { inspect });
  const busy = useSelector(actor, (s) => s.matches('signingIn') || s.matches('sendingCode') || s.status === 'done');
  const sendingCode = useSelector(actor, (s) => s.matches('sendingCode'));
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null));

  const form = useForm<SignInValues>({
    mode: 'controlled',
    initialValues: { email: '', password: '' },
    validate: formResolver(SignInSchema),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) => actor.send({ type: 'submit', ...values }));
  const typedEmail = form.values.email.trim();

  return (
    <AuthPage title={text.title} intro={text.intro}>
      <form noValidate onSubmit={submit} aria-label={text.title}>
        <Stack gap="md">
          {search.error === 'Expired' && <FailureNotice>{text.expired}</FailureNotice>}
          {search.message && <InfoNotice>{text.banners[search.message]}</InfoNotice>}
          {failure && <FailureNotice title={text.failureTitle}>{signInFailureText(failure)}</FailureNotice>}
          {sendingCode && <InfoNotice>{text.sendingCode}</InfoNotice>}
          <TextInput
            label={text.email}
            type="email"
            autoComplete="username"
            withAsterisk
            maxLength={EMAIL_MAX_LENGTH}
            disabled={busy}
            {...form.getInputProps('email')}
          />
          <PasswordField
            label={text.password}
            autoComplete="current-password"
            withAsterisk
            disabled={busy}
            {...form.getInputProps('password')}
          />
          <Group justify="flex-end">
            <AnchorLink to="/resetpassword" search={{ email: typedEmail || undefined }} fz="sm">
              {text.forgotPassword}
            </AnchorLink>
          </Group>
          <Button type="submit" loading={busy} fullWidth>
            {text.submit}
          </Button>
          <Text ta="center" fz="sm">
            {text.noAccount} <AnchorLink to="/signup">{text.signUpLink}</AnchorLink>
          </Text>
        </Stack>
      </form>
    </AuthPage>
  );
}
