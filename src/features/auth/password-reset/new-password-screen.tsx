import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSelector } from '@xstate/react';
import { NewPasswordSchema, type NewPasswordValues, RESET_CODE_MAX_LENGTH } from '../../../../domain/auth';
import { EMAIL_MAX_LENGTH } from '../../../../domain/fields';
import type { passwordResetMachine } from '../../../../machines/password-reset.machine';
import { ButtonLink } from '../../../components/links';
import { ResendCountdown } from '../../../components/resend-countdown';
import { formResolver } from '../../../lib/form-validation';
import { AuthPage } from '../components/auth-page';
import { FailureNotice, InfoNotice } from '../components/notices';
import { PasswordField } from '../components/password-field';
import { passwordResetFailureText } from '../failure-text';
import { passwordResetMessages as text } from '../messages';
import { usePasswordReset } from './use-password-reset';

interface NewPasswordScreenProps {
  /** From Reset Password's redirect; when missing the screen asks for it (001 §8). */
  email?: string | undefined;
  machine?: typeof passwordResetMachine;
}

/** New Password (001 §2.5): code, new password and confirmation; success offers 'Back to Login'. */
export function NewPasswordScreen({ email, machine }: NewPasswordScreenProps) {
  const actor = usePasswordReset({ stage: 'newPassword', email: email ?? null }, machine);
  const saving = useSelector(actor, (s) => s.matches({ newPassword: { form: 'saving' } }));
  const changed = useSelector(actor, (s) => s.matches('passwordChanged'));
  const failure = useSelector(actor, (s) => (s.matches({ newPassword: { form: 'failed' } }) ? s.context.error : null));
  const countdown = useSelector(actor, (s) => s.children.resend);
  const needsEmail = useSelector(actor, (s) => s.matches({ newPassword: { resend: { typedAddress: 'needsEmail' } } }));
  const requesting = useSelector(actor, (s) => s.matches({ newPassword: { resend: { typedAddress: 'requesting' } } }));
  // A failure is shown while Resend can be pressed again, as before the countdown became shared.
  const countdownAvailable = useSelector(countdown, (s) => s?.matches('available') ?? false);
  const resendError = useSelector(actor, (s) => s.context.resendError);
  const resendFailure = needsEmail || countdownAvailable ? resendError : null;
  const askForEmail = !email;

  const form = useForm<NewPasswordValues>({
    mode: 'controlled',
    initialValues: { email: email ?? '', code: '', password: '', confirmPassword: '' },
    validate: formResolver(NewPasswordSchema),
    validateInputOnChange: ['password', 'confirmPassword'],
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) =>
    actor.send({ type: 'password.submit', email: values.email, code: values.code.trim(), password: values.password }),
  );

  // Without an e-mail in the address the code goes to the one in the form, so that field has to
  // be right first; the machine then decides whether the countdown resends or a first code is asked for.
  const resendToFormEmail = () => {
    if (form.validateField('email').hasError) return;
    actor.send({ type: 'code.resend', email: form.values.email });
  };

  const busy = saving || changed;

  return (
    <AuthPage title={text.newTitle} intro={askForEmail ? undefined : text.newIntro(email)}>
      <form noValidate onSubmit={submit} aria-label={text.newTitle}>
        <Stack gap="md">
          {askForEmail && <InfoNotice>{text.emailPrompt}</InfoNotice>}
          {failure && <FailureNotice title={text.failureTitle}>{passwordResetFailureText(failure)}</FailureNotice>}
          {askForEmail && (
            <TextInput
              label={text.email}
              type="email"
              autoComplete="email"
              withAsterisk
              maxLength={EMAIL_MAX_LENGTH}
              disabled={busy}
              {...form.getInputProps('email')}
            />
          )}
          <TextInput
            label={text.code}
            description={text.codeDescription}
            autoComplete="one-time-code"
            withAsterisk
            maxLength={RESET_CODE_MAX_LENGTH}
            disabled={busy}
            {...form.getInputProps('code')}
          />
          <PasswordField
            label={text.newPassword}
            autoComplete="new-password"
            withAsterisk
            disabled={busy}
            {...form.getInputProps('password')}
          />
          <PasswordField
            label={text.confirmPassword}
            autoComplete="new-password"
            withAsterisk
            disabled={busy}
            {...form.getInputProps('confirmPassword')}
          />
          <Button type="submit" loading={saving} disabled={changed} fullWidth>
            {text.submit}
          </Button>
          {resendFailure && (
            <FailureNotice title={text.resendFailed}>{passwordResetFailureText(resendFailure)}</FailureNotice>
          )}
          <Group justify="space-between">
            {(needsEmail || requesting) && (
              <Button variant="subtle" size="compact-sm" loading={requesting} onClick={resendToFormEmail}>
                {text.resend}
              </Button>
            )}
            <ResendCountdown
              actor={countdown}
              label={text.resend}
              lockedLabel={text.resendIn}
              onResend={askForEmail ? resendToFormEmail : undefined}
            />
            <ButtonLink to="/signin" variant="subtle">
              {text.backToSignIn}
            </ButtonLink>
          </Group>
        </Stack>
      </form>
      <Modal
        opened={changed}
        onClose={() => {}}
        withCloseButton={false}
        closeOnClickOutside={false}
        closeOnEscape={false}
        title={text.successTitle}
        centered
      >
        <Stack gap="lg">
          <Text>{text.success}</Text>
          <Group justify="flex-end">
            <ButtonLink to="/signin" data-autofocus>
              {text.backToLogin}
            </ButtonLink>
          </Group>
        </Stack>
      </Modal>
    </AuthPage>
  );
}
