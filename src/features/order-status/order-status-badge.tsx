import type { MantineColor } from '@mantine/core';
import { StatusBadge } from '../../components/status-badge';
import { type StatusTone, statusBadge } from './order-row-text';

const TONE_COLOURS: Record<StatusTone, MantineColor> = {
  success: 'green',
  failure: 'red',
  started: 'sanchayBlue',
  progress: 'orange',
  authenticated: 'violet',
  neutral: 'gray',
};

/** 001 §3 order status badge. */
export function OrderStatusBadge({ status }: { status: string }) {
  const { label, tone } = statusBadge(status);
  return <StatusBadge label={label} color={TONE_COLOURS[tone]} />;
}
