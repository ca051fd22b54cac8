import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useSelector } from '@xstate/react';
import { ResetRequestSchema } from '../../../../domain/auth';
import { EMAIL_MAX_LENGTH } from '../../../../domain/fields';
import type { passwordResetMachine } from '../../../../machines/password-reset.machine';
import { AnchorLink } from '../../../components/links';
import { formResolver } from '../../../lib/form-validation';
import { AuthPage } from '../components/auth-page';
import { FailureNotice } from '../components/notices';
import { passwordResetFailureText } from '../failure-text';
import { passwordResetMessages as text } from '../messages';
import { usePasswordReset } from './use-password-reset';

interface ResetPasswordScreenProps {
  /** From the Forgot Password link (001 §2.3 "with an email query"). */
  email?: string | undefined;
  machine?: typeof passwordResetMachine;
}

/** Reset Password (001 §2.5): the e-mail to send a code to; success goes to New Password. */
export function ResetPasswordScreen({ email, machine }: ResetPasswordScreenProps) {
  const actor = usePasswordReset({ stage: 'request', email: email ?? null }, machine);
  const busy = useSelector(actor, (s) => s.matches({ request: 'sending' }) || s.status === 'done');
  const failure = useSelector(actor, (s) => (s.matches({ request: 'failed' }) ? s.context.error : null));

  const form = useForm({
    mode: 'controlled',
    initialValues: { email: email ?? '' },
    validate: formResolver(ResetRequestSchema),
    validateInputOnBlur: true,
  });

  return (
    <AuthPage title={text.resetTitle} intro={text.resetIntro}>
      <form
        noValidate
        aria-label={text.resetTitle}
        onSubmit={form.onSubmit((values) => actor.send({ type: 'request.submit', email: values.email }))}
      >
        <Stack gap="md">
          {failure && <FailureNotice title={text.failureTitle}>{passwordResetFailureText(failure)}</FailureNotice>}
          <TextInput
            label={text.email}
            type="email"
            autoComplete="email"
            withAsterisk
            maxLength={EMAIL_MAX_LENGTH}
            disabled={busy}
            {...form.getInputProps('email')}
          />
          <Button type="submit" loading={busy} fullWidth>
            {text.sendCode}
          </Button>
          <AnchorLink to="/signin" fz="sm" ta="center">
            {text.backToSignIn}
          </AnchorLink>
        </Stack>
      </form>
    </AuthPage>
  );
}
