import { Button, type ButtonProps } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy, IconX } from '@tabler/icons-react';
import { sandboxMessages as text } from './messages';

interface CopyValueButtonProps extends Pick<ButtonProps, 'size' | 'variant'> {
  value: string;
  /** The visible text; the accessible name starts with it and says what is copied. */
  label?: string;
  accessibleLabel?: string;
}

/**
 * Copies one value. The clipboard API exists only in secure contexts (https or localhost), so a
 * refusal is said on the button rather than passing for a copy.
 */
export function CopyValueButton({
  value,
  label = text.copy,
  accessibleLabel,
  size = 'compact-sm',
  variant = 'light',
}: CopyValueButtonProps) {
  const clipboard = useClipboard({ timeout: 2_000 });
  const shown = clipboard.copied ? text.copied : clipboard.error ? text.copyFailed : label;
  const Icon = clipboard.copied ? IconCheck : clipboard.error ? IconX : IconCopy;
  return (
    <Button
      size={size}
      variant={variant}
      color={clipboard.error ? 'red' : undefined}
      leftSection={<Icon size={14} aria-hidden="true" />}
      aria-label={clipboard.copied || clipboard.error ? shown : accessibleLabel}
      onClick={() => clipboard.copy(value)}
    >
      {shown}
    </Button>
  );
}
