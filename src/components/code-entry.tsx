/**
 * The 6-digit code entry of the OTP steps (nominee code, e-mail code, and the flows to come):
 * digits only, at most 6 (001 §5 "OTP fields"), Verify, the failure above and the shared resend
 * countdown below. Its texts are the same on every step (001 §2.10).
 */
import { Button, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { OTP_LENGTH } from '../../machines/mobile-verification.machine';
import { ResendCountdown, type ResendCountdownActor } from './resend-countdown';

/** Texts of the code entry (001 §2.10 "'Haven't received it? Resend OTP'"). */
export const codeEntryMessages = {
  code: 'OTP',
  otpRequired: 'OTP is required.',
  otpLength: 'Enter all 6 digits of the OTP.',
  submit: 'Verify',
  resendPrompt: "Haven't received it?",
} as const;
const text = codeEntryMessages;

export interface OtpEntryProps {
  formLabel: string;
  code: string;
  /** Verify was pressed without six digits. */
  incomplete: boolean;
  /** Replaces the two incomplete-code texts with one, where a spec words it so (000 §5 external OTP). */
  invalidMessage?: string;
  verifying: boolean;
  /** 'password' hides the digits (001 §2.10 "a password-type code field"). */
  inputType: 'password' | 'text';
  resend: ResendCountdownActor | undefined;
  /** Shown above the field (the code's failure). */
  failure?: ReactNode;
  /** Shown below the resend control (a failed resend). */
  resendFailure?: ReactNode;
  onChange: (value: string) => void;
  onSubmit: () => void;
}

export function OtpEntry(props: OtpEntryProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const fieldError = props.incomplete
    ? (props.invalidMessage ?? (props.code === '' ? text.otpRequired : text.otpLength))
    : null;
  return (
    <form noValidate onSubmit={submit} aria-label={props.formLabel}>
      <Stack gap="md">
        {props.failure}
        <TextInput
          label={text.code}
          withAsterisk
          type={props.inputType}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={OTP_LENGTH}
          value={props.code}
          error={fieldError}
          disabled={props.verifying}
          onChange={(event) => props.onChange(event.currentTarget.value)}
        />
        <Button type="submit" loading={props.verifying} fullWidth>
          {text.submit}
        </Button>
        <ResendCountdown actor={props.resend} prompt={text.resendPrompt} format="seconds" />
        {props.resendFailure}
      </Stack>
    </form>
  );
}

/** A short line of context above the code entry. */
export function OtpSentTo({ lead, address }: { lead: string; address: string }) {
  return (
    <Text fz="sm">
      {lead} <strong data-testid="otp-address">{address}</strong>
    </Text>
  );
}
