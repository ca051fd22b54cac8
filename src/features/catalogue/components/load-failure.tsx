import { Alert, Button, Group, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { commonMessages } from '../messages';

/** A load that failed: what could not be loaded, the server's reason, and Retry. */
export function LoadFailure({ title, detail, onRetry }: { title: string; detail: string | null; onRetry: () => void }) {
  return (
    <Alert color="red" role="alert" title={title} icon={<IconAlertCircle size={18} aria-hidden="true" />}>
      <Group justify="space-between" align="center" gap="sm">
        {detail && <Text size="sm">{detail}</Text>}
        <Button size="xs" variant="white" color="red.9" onClick={onRetry}>
          {commonMessages.retry}
        </Button>
      </Group>
    </Alert>
  );
}
