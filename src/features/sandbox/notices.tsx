import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { errorText } from './error-text';
import { sandboxMessages as text } from './messages';

/** A read that failed: what could not be loaded, the server's message, and Retry. */
export function LoadFailure({ title, error, onRetry }: { title: string; error: unknown; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" title={title} icon={<IconAlertCircle size={18} aria-hidden="true" />}>
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm">{errorText(error)}</Text>
        <Button size="xs" variant="white" color="red.9" onClick={onRetry}>
          {text.retry}
        </Button>
      </Group>
    </Alert>
  );
}

/** A change the server refused, with its message. */
export function ChangeFailure({ title, error }: { title: string; error: unknown }) {
  return (
    <Alert color="red" role="alert" title={title} icon={<IconAlertCircle size={18} aria-hidden="true" />}>
      <Text size="sm">{errorText(error)}</Text>
    </Alert>
  );
}

/** Something still loading, announced politely. */
export function Loading({ label }: { label: string }) {
  return (
    <Text role="status" size="sm" c="dimmed">
      {label}
    </Text>
  );
}
