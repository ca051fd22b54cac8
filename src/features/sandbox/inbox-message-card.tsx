import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { InboxMessage } from '../../api/sandbox';
import { CopyValueButton } from './copy-value-button';
import { sandboxMessages } from './messages';
import { formatWireKolkata } from './sandbox-time';

const text = sandboxMessages.inbox;

/** One e-mail or SMS as sent, with its one-time code large enough to read off the screen. */
export function InboxMessageCard({ message }: { message: InboxMessage }) {
  const titleId = useId();
  const title = message.subject || text.smsTitle;
  return (
    <Paper component="article" aria-labelledby={titleId} withBorder radius="md" p="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs">
          <Title order={3} fz="h5" id={titleId}>
            {title}
          </Title>
          <Badge variant="light" color={message.channel === 'sms' ? 'grape' : 'sanchayBlue'}>
            {text.channels[message.channel]}
          </Badge>
        </Group>
        <Group gap="lg" wrap="wrap">
          <Text size="sm">
            <Text span fw={600}>
              {text.to}:
            </Text>{' '}
            {message.to}
          </Text>
          <Text size="sm">
            <Text span fw={600}>
              {text.sent}:
            </Text>{' '}
            <time dateTime={message.sentAt}>{formatWireKolkata(message.sentAt)}</time>{' '}
            <Text span c="dimmed" size="sm">
              {text.sandboxTime}
            </Text>
          </Text>
        </Group>
        {message.code !== null && (
          <Group gap="md" align="center">
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {text.code}
              </Text>
              <Text ff="monospace" fz={32} fw={700} lh={1.2} style={{ letterSpacing: '0.2em' }}>
                {message.code}
              </Text>
            </Stack>
            <CopyValueButton value={message.code} label={text.copyCode} size="sm" />
          </Group>
        )}
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Text>
      </Stack>
    </Paper>
  );
}
