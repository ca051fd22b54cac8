import { Container, Grid, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { ClockPanel } from './clock-panel';
import { DemoInvestorsPanel } from './demo-investors-panel';
import { InboxPanel } from './inbox-panel';
import { sandboxMessages as text } from './messages';
import { PartnersPanel } from './partners-panel';
import { ResetPanel } from './reset-panel';

interface SandboxScreenProps {
  /** The inbox address from the page address (`/sandbox?to=…`), if any. */
  inboxAddress: string | undefined;
  onInboxAddressChange: (address: string) => void;
}

/** /sandbox (sandbox builds): the tester's console for inbox, clock, partner outcomes, reset and demo investors. */
export function SandboxScreen({ inboxAddress, onInboxAddressChange }: SandboxScreenProps) {
  const inboxHeading = useRef<HTMLHeadingElement>(null);
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{text.title}</Title>
          <Text c="dimmed">{text.intro}</Text>
        </Stack>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <InboxPanel address={inboxAddress} onShow={onInboxAddressChange} headingRef={inboxHeading} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <ClockPanel />
              <ResetPanel />
            </Stack>
          </Grid.Col>
        </Grid>
        <DemoInvestorsPanel
          onShowInbox={(email) => {
            onInboxAddressChange(email);
            // The inbox is above the list: take the reader (and the keyboard) there.
            inboxHeading.current?.focus();
          }}
        />
        <PartnersPanel />
      </Stack>
    </Container>
  );
}
