import { Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type Ref, useState } from 'react';
import { inboxQueryOptions, sandboxKeys } from '../../api/sandbox';
import { readInboxAddress } from './inbox-address';
import { InboxMessageCard } from './inbox-message-card';
import { sandboxMessages } from './messages';
import { LoadFailure, Loading } from './notices';
import { Panel } from './panel';

const text = sandboxMessages.inbox;

interface InboxPanelProps {
  /** The address whose messages are shown (kept in the page address, so a reload keeps it). */
  address: string | undefined;
  onShow: (address: string) => void;
  headingRef?: Ref<HTMLHeadingElement>;
}

export function InboxPanel({ address, onShow, headingRef }: InboxPanelProps) {
  const queryClient = useQueryClient();
  const to = address === undefined ? null : readInboxAddress(address);
  const show = (next: string) => {
    // Showing the address already shown changes nothing in the page address: ask again instead.
    if (next === to) void queryClient.refetchQueries({ queryKey: sandboxKeys.inbox(next), exact: true });
    else onShow(next);
  };
  return (
    <Panel title={text.heading} headingRef={headingRef}>
      {/* A new address from outside (a demo investor's Show inbox) restarts the field with it. */}
      <InboxForm key={address ?? ''} address={address ?? ''} onShow={show} />
      {to ? <InboxMessages to={to} /> : <Text size="sm">{text.prompt}</Text>}
    </Panel>
  );
}

function InboxForm({ address, onShow }: { address: string; onShow: (address: string) => void }) {
  const [value, setValue] = useState(address);
  const [invalid, setInvalid] = useState(address !== '' && readInboxAddress(address) === null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const to = readInboxAddress(value);
    setInvalid(to === null);
    if (to) onShow(to);
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <TextInput
          label={text.addressLabel}
          description={text.addressDescription}
          placeholder={text.addressPlaceholder}
          autoComplete="off"
          spellCheck={false}
          maxLength={254}
          value={value}
          onChange={(event) => {
            setValue(event.currentTarget.value);
            setInvalid(false);
          }}
          error={invalid ? text.addressInvalid : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          style={{ flex: '1 1 18rem' }}
        />
        {/* Lines the button up with the input, below the field's label. */}
        <Button type="submit" mt={24}>
          {text.show}
        </Button>
      </Group>
    </form>
  );
}

function InboxMessages({ to }: { to: string }) {
  const inbox = useQuery(inboxQueryOptions(to));
  const messages = inbox.data?.messages ?? [];
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="center" gap="sm">
        <Stack gap={0}>
          <Group gap="xs">
            <Text fw={600}>{text.messagesFor(to)}</Text>
            {inbox.isFetching && <Loader size="xs" aria-hidden="true" />}
          </Group>
          <Text size="xs" c="dimmed">
            {text.autoRefresh}
          </Text>
        </Stack>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          // Not `loading`: that disables the button every 5 s and would drop keyboard focus.
          onClick={() => inbox.refetch()}
        >
          {text.refresh}
        </Button>
      </Group>
      {inbox.isPending && <Loading label={text.loading} />}
      {inbox.isError && <LoadFailure title={text.failed} error={inbox.error} onRetry={() => inbox.refetch()} />}
      {inbox.isSuccess && (
        <Text role="status" size="sm">
          {messages.length === 0 ? text.empty(to) : text.count(messages.length)}
        </Text>
      )}
      {messages.map((message) => (
        <InboxMessageCard key={message.id} message={message} />
      ))}
    </Stack>
  );
}
