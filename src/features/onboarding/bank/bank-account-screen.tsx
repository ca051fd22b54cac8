/**
 * /bankaccountregister (001 §2.11, §5 Bank): bank, IFSC (upper-cased), account number, account
 * type (fixed by the tax status where it allows one), holdings and, unless the tax status is
 * INDIVIDUAL, the statement PDF, drawn from the Bank step actor. The form checks the shared rules
 * before Verify; once verified the fields are locked and Verify becomes Proceed.
 */
import { Alert, Button, Group, Input, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconCircleCheck } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { type ChangeEvent, useId } from 'react';
import { ACCOUNT_NUMBER_MAX_DIGITS, IFSC_LENGTH } from '../../../../domain/fields';
import {
  ACCOUNT_HOLDINGS,
  ACCOUNT_TYPES,
  accountTypesFor,
  BANKS,
  bankAccountSchema,
  STATEMENT_REQUIRED_MESSAGE,
} from '../../../../domain/onboarding/bank';
import { type BankDetails, isStatementRequired } from '../../../../machines/onboarding/bank-account.machine';
import { failureText } from '../../../../machines/onboarding/step-failure';
import { formResolver } from '../../../lib/form-validation';
import { OnboardingPage, StepFailureNotice } from '../components/onboarding-page';
import type { BankAccountActor } from './bank-account-actor';
import { bankMessages as text } from './messages';
import { StatementPasswordModal } from './statement-password-modal';

interface BankFormValues {
  bankName: string;
  ifsc: string;
  accountNumber: string;
  accountType: string;
  accountHoldings: string;
}

export function BankAccountScreen({ actor }: { actor: BankAccountActor }) {
  const taxStatus = useSelector(actor, (s) => s.context.taxStatus);
  const verifying = useSelector(actor, (s) => s.matches('verifying'));
  const verified = useSelector(actor, (s) => s.matches('verified') || s.status === 'done');
  const failure = useSelector(actor, (s) => (s.matches('failed') ? s.context.failure : null));
  const allowedTypes = accountTypesFor(taxStatus);
  const fixedType = allowedTypes.length === 1 ? (allowedTypes[0] ?? '') : null;
  const locked = verifying || verified;

  const form = useForm<BankFormValues>({
    mode: 'controlled',
    initialValues: { bankName: '', ifsc: '', accountNumber: '', accountType: fixedType ?? '', accountHoldings: '' },
    validate: formResolver(bankAccountSchema(taxStatus)),
    validateInputOnBlur: true,
  });

  const submit = form.onSubmit((values) =>
    actor.send({ type: 'bank.verify', details: { ...values, ifsc: values.ifsc.trim() } as BankDetails }),
  );

  const ifscProps = form.getInputProps('ifsc');

  return (
    <OnboardingPage title={text.title} intro={text.intro}>
      <form noValidate onSubmit={submit} aria-label={text.title}>
        <Stack gap="md">
          {failure && (
            <StepFailureNotice title={text.failedTitle}>{failureText(failure, text.failed)}</StepFailureNotice>
          )}
          {verified && (
            <Alert role="status" color="green" title={text.verifiedTitle} icon={<IconCircleCheck aria-hidden="true" />}>
              {text.verified}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NativeSelect
              label={text.bank}
              withAsterisk
              disabled={locked}
              data={[{ value: '', label: text.bankPlaceholder }, ...BANKS]}
              {...form.getInputProps('bankName')}
            />
            <TextInput
              label={text.ifsc}
              withAsterisk
              autoComplete="off"
              maxLength={IFSC_LENGTH}
              disabled={locked}
              {...ifscProps}
              // 001 §5 IFSC: four capitals, so what is typed is upper-cased.
              onChange={(event: ChangeEvent<HTMLInputElement>) =>
                form.setFieldValue('ifsc', event.currentTarget.value.toUpperCase())
              }
            />
            <TextInput
              label={text.accountNumber}
              withAsterisk
              inputMode="numeric"
              autoComplete="off"
              maxLength={ACCOUNT_NUMBER_MAX_DIGITS}
              disabled={locked}
              {...form.getInputProps('accountNumber')}
            />
            <NativeSelect
              label={text.accountType}
              withAsterisk
              description={fixedType ? text.accountTypeFixed : undefined}
              disabled={locked || fixedType !== null}
              data={[
                ...(fixedType ? [] : [{ value: '', label: text.accountTypePlaceholder }]),
                ...ACCOUNT_TYPES.filter((type) => allowedTypes.includes(type.value)),
              ]}
              {...form.getInputProps('accountType')}
            />
            <NativeSelect
              label={text.holdings}
              withAsterisk
              disabled={locked}
              data={[{ value: '', label: text.holdingsPlaceholder }, ...ACCOUNT_HOLDINGS]}
              {...form.getInputProps('accountHoldings')}
            />
          </SimpleGrid>

          {isStatementRequired(taxStatus) && <StatementUpload actor={actor} disabled={locked} />}

          <Group justify="flex-end">
            {verified ? (
              <Button onClick={() => actor.send({ type: 'bank.proceed' })}>{text.proceed}</Button>
            ) : (
              <Button type="submit" loading={verifying}>
                {text.verify}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
      <StatementPasswordModal actor={actor} />
    </OnboardingPage>
  );
}

/** The statement PDF: chosen, checked and uploaded at once (001 §5 Bank, 000 §5). */
function StatementUpload({ actor, disabled }: { actor: BankAccountActor; disabled: boolean }) {
  const id = useId();
  const uploading = useSelector(actor, (s) => s.matches('uploading'));
  const fileError = useSelector(actor, (s) => (s.matches('fileRejected') ? s.context.fileError : null));
  const missing = useSelector(actor, (s) => s.matches('statementMissing'));
  const uploadFailed = useSelector(actor, (s) => s.matches('uploadFailed'));
  const uploadedName = useSelector(actor, (s) => s.context.uploadedName);
  const missingMessage = missing ? STATEMENT_REQUIRED_MESSAGE : null;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // The same file chosen again after a failure should be offered again.
    event.currentTarget.value = '';
    if (file) actor.send({ type: 'statement.selected', file });
  };

  return (
    <Stack gap="xs">
      <Input.Wrapper
        id={id}
        label={text.statement}
        withAsterisk
        description={text.statementHelp}
        error={fileError ?? missingMessage}
      >
        <input
          id={id}
          type="file"
          accept="application/pdf,.pdf"
          disabled={disabled || uploading}
          onChange={choose}
          style={{ display: 'block', marginTop: 6 }}
        />
      </Input.Wrapper>
      {uploading && (
        <Text fz="sm" role="status">
          {text.uploading}
        </Text>
      )}
      {uploadFailed && <StepFailureNotice title={text.uploadFailedTitle}>{text.uploadFailed}</StepFailureNotice>}
      {uploadedName && !uploading && (
        <Text fz="sm" c="var(--sanchay-success-text)" data-testid="statement-uploaded">
          {text.uploaded(uploadedName)}
        </Text>
      )}
    </Stack>
  );
}
