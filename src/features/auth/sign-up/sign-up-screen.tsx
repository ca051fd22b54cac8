import { Anchor, Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { SignUpSchema } from '../../../../domain/auth';
import { EMAIL_MAX_LENGTH, PHONE_LENGTH } from '../../../../domain/fields';
import { signUpMachine } from '../../../../machines/sign-up.machine';
import { identityActors } from '../../../api/identity/identity-actors';
import { inspect } from '../../../app/inspector';
import { useIdentity, useSessionStore } from '../../../app/session/session-context';
import { rememberEmailToVerify } from '../../../app/session/session-storage';
import { AnchorLink } from '../../../components/links';
import { formResolver } from '../../../lib/form-validation';
import { LegalDocumentBody, type LegalDocumentName } from '../../legal';
import { AuthPage } from '../components/auth-page';
import { FailureNotice, InfoNotice } from '../components/notices';
import { PasswordField } from '../components/password-field';
import { signUpFailureText } from '../failure-text';
import { signUpMessages as text } from '../messages';

interface SignUpFormValues {
  email: string;
  phone: string;
  password: string;
  terms: boolean;
}

/** 001 §2.2 "Terms of Use and Privacy Policy open in a modal". */
const documentTitles: Record<LegalDocumentName, string> = { terms: text.termsOfUse, privacy: text.privacyPolicy };

interface SignUpScreenProps {
  /** The machine with its identity calls; tests hand in one whose calls they settle. */
  machine?: typeof signUpMachine;
}

/** Sign Up (001 §2.2): e-mail, phone, password and the terms, with Terms of Use and Privacy Policy in a modal. */
export function SignUpScreen({ machine: providedMachine }: SignUpScreenProps) {
  const identity = useIdentity();
  const store = useSessionStore();
  const navigate = useNavigate();
  const [machine] = useState(() => {
    const { signUp, getPhoneInfo, resendConfirmationCode } = identityActors(identity);
    const base = providedMachine ?? signUpMachine.provide({ actors: { signUp, getPhoneInfo, resendConfirmationCode } });
    return base.provide({
      actions: {
        rememberEmailToVerify: (_, params) => rememberEmailToVerify(store, params.email),
        goToMobileVerification: () => {
          void navigate({ to: '/mobileverification' });
        },
        reportFailure: (_, params) => console.warn(`Sign-up: ${params.what} failed`, params.error),
      },
    });
  });
  const actor = useActorRef(machine, { inspect });
  const busy = useSelector(
    actor,
    (s) => s.matches('signingUp') || s.matches('checkingPhone') || s.matches('resendingCode') || s.status === 'done',
  );
  const progress = useSelector(actor, (s) =>
    s.matches('checkingPhone') ? text.checkingAccount : s.matches('resendingCode') ? text.sendingCode : null,
  );
  const alreadyRegistered = useSelector(actor, (s) => s.matches('alreadyRegistered'));
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.error : null));
  const [openDocument, setOpenDocument] = useState<LegalDocumentName | null>(null);

  const form = useForm<SignUpFormValues>({
    mode: 'controlled',
    initialValues: { email: '', phone: '', password: '', terms: false },
    validate: formResolver(SignUpSchema),
    validateInputOnChange: true,
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit(({ email, phone, password }) =>
    actor.send({ type: 'submit', email, phone: phone.trim(), password }),
  );

  return (
    <AuthPage title={text.title} intro={text.intro}>
      <form noValidate onSubmit={submit} aria-label={text.title}>
        <Stack gap="md">
          {failure && <FailureNotice title={text.failureTitle}>{signUpFailureText(failure)}</FailureNotice>}
          {alreadyRegistered && (
            <InfoNotice>
              {text.alreadyRegistered} <AnchorLink to="/signin">{text.signInLink}</AnchorLink>
            </InfoNotice>
          )}
          {progress && <InfoNotice>{progress}</InfoNotice>}
          <TextInput
            label={text.email}
            type="email"
            autoComplete="email"
            withAsterisk
            maxLength={EMAIL_MAX_LENGTH}
            disabled={busy}
            {...form.getInputProps('email')}
          />
          <TextInput
            label={text.phone}
            description={text.phoneDescription}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            withAsterisk
            maxLength={PHONE_LENGTH}
            // The prefix reads like the digits: same size, same line, clear of the border.
            leftSection={
              <Text component="span" fz="sm" lh={1} c="dark">
                {text.phonePrefix}
              </Text>
            }
            leftSectionWidth={44}
            leftSectionPointerEvents="none"
            disabled={busy}
            {...form.getInputProps('phone')}
          />
          <PasswordField
            label={text.password}
            description={text.passwordDescription}
            autoComplete="new-password"
            withAsterisk
            disabled={busy}
            {...form.getInputProps('password')}
          />
          <Stack gap={4}>
            <Checkbox
              label={`${text.termsBefore} ${text.termsOfUse} ${text.termsAnd} ${text.privacyPolicy}`}
              disabled={busy}
              {...form.getInputProps('terms', { type: 'checkbox' })}
            />
            <Group gap="md" pl={32}>
              <Anchor component="button" type="button" fz="sm" onClick={() => setOpenDocument('terms')}>
                {documentTitles.terms}
              </Anchor>
              <Anchor component="button" type="button" fz="sm" onClick={() => setOpenDocument('privacy')}>
                {documentTitles.privacy}
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" loading={busy} fullWidth>
            {text.submit}
          </Button>
          <Text ta="center" fz="sm">
            {text.haveAccount} <AnchorLink to="/signin">{text.signInLink}</AnchorLink>
          </Text>
        </Stack>
      </form>
      <Modal
        opened={openDocument !== null}
        onClose={() => setOpenDocument(null)}
        title={openDocument ? documentTitles[openDocument] : ''}
        size="xl"
        closeButtonProps={{ 'aria-label': text.closeDocument }}
      >
        {openDocument && <LegalDocumentBody document={openDocument} headingOrder={3} />}
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => setOpenDocument(null)}>{text.closeDocument}</Button>
        </Group>
      </Modal>
    </AuthPage>
  );
}
