import { Alert, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { countdownMachine } from '../../../machines/shared/countdown.machine';
import type { TransferOutcome } from '../../../machines/shared/transfer-wizard';
import { AnchorLink } from '../../components/links';
import { formatRupees, orderReference } from '../../lib/format';
import { confirmMessages as text } from './messages';

export type RedirectActor = ActorRefFrom<typeof countdownMachine>;

/**
 * The Confirm step (001 §2.15): 'Order successful' with the request and its reference, or
 * 'failed !' with the message; both count down to /orderstatus from 10 with a 'click here'
 * link. A click anywhere on the navbar cancels the countdown.
 */
export function ConfirmStep({
  outcome,
  flow,
  amount,
  orderId,
  redirect,
}: {
  outcome: TransferOutcome | null;
  /** 'Switch', 'STP' or 'SWP'. */
  flow: string;
  amount: string;
  orderId: number | null;
  redirect: RedirectActor | undefined;
}) {
  const secondsLeft = useSelector(redirect, (s) => s?.context.secondsLeft ?? 0);
  const counting = useSelector(redirect, (s) => s?.matches('counting') ?? false);

  useEffect(() => {
    if (!redirect) return;
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest('header'))
        redirect.send({ type: 'countdown.cancel' });
    };
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, [redirect]);

  const succeeded = outcome?.workFlow === 'SUCCESS';
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon size={56} radius="xl" color={succeeded ? 'teal' : 'red'} variant="light" aria-hidden="true">
        {succeeded ? <IconCircleCheck size={36} /> : <IconCircleX size={36} />}
      </ThemeIcon>
      <Title order={2} fz="h3">
        {succeeded ? text.success : text.failed}
      </Title>
      {succeeded ? (
        <>
          <Text>{text.processed(flow, formatRupees(amount === '' ? '0' : amount))}</Text>
          {orderId !== null && <Text fw={600}>{text.reference(orderReference(orderId))}</Text>}
        </>
      ) : (
        <Alert color="red" role="alert" w="100%">
          {outcome?.errorMessage}
        </Alert>
      )}
      <Text fz="sm" role="status">
        {counting ? text.redirecting(secondsLeft) : text.cancelled}{' '}
        <AnchorLink to="/orderstatus">{text.clickHere}</AnchorLink>
      </Text>
    </Stack>
  );
}
