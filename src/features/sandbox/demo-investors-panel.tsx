import { Badge, Box, Button, Code, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type DemoInvestor, demoInvestorsQueryOptions } from '../../api/sandbox';
import { CopyValueButton } from './copy-value-button';
import { sandboxMessages } from './messages';
import { LoadFailure, Loading } from './notices';
import { Panel } from './panel';

const text = sandboxMessages.investors;

/** Below Mantine's `sm` breakpoint six columns squeeze the description to a word a line: a card per investor. */
const PHONE = '(max-width: 47.99em)';

/** The seeded investors with their credentials, to sign in as one without creating an account. */
export function DemoInvestorsPanel({ onShowInbox }: { onShowInbox: (email: string) => void }) {
  const investors = useQuery(demoInvestorsQueryOptions());
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  return (
    <Panel title={text.heading} intro={text.intro}>
      {investors.isPending && <Loading label={text.loading} />}
      {investors.isError && (
        <LoadFailure title={text.failed} error={investors.error} onRetry={() => investors.refetch()} />
      )}
      {investors.data?.length === 0 && <Text size="sm">{text.empty}</Text>}
      {investors.data && investors.data.length > 0 && phone && (
        <InvestorCards investors={investors.data} onShowInbox={onShowInbox} />
      )}
      {investors.data && investors.data.length > 0 && !phone && (
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="sm" aria-label={text.heading}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{text.columns.investor}</Table.Th>
                <Table.Th scope="col">{text.columns.email}</Table.Th>
                <Table.Th scope="col">{text.columns.password}</Table.Th>
                <Table.Th scope="col">{text.columns.phone}</Table.Th>
                <Table.Th scope="col">{text.columns.status}</Table.Th>
                <Table.Th scope="col">{text.columns.inbox}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {investors.data.map((investor) => (
                <Table.Tr key={investor.email}>
                  <Table.Td maw={260}>
                    <Text size="sm">{investor.description}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Credential value={investor.email} copyLabel={text.copyEmail(investor.email)} />
                  </Table.Td>
                  <Table.Td>
                    <Credential value={investor.password} copyLabel={text.copyPassword(investor.email)} />
                  </Table.Td>
                  <Table.Td>
                    <Credential value={investor.phone} copyLabel={text.copyPhone(investor.email)} />
                  </Table.Td>
                  <Table.Td>
                    <StatusBadge status={investor.signupStatus} />
                  </Table.Td>
                  <Table.Td>
                    <ShowInboxButton email={investor.email} onShowInbox={onShowInbox} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Panel>
  );
}

/** A value and its Copy button; in a card the button may drop below a value too long for the row. */
function Credential({ value, copyLabel, wrap = false }: { value: string; copyLabel: string; wrap?: boolean }) {
  return (
    <Group gap="xs" wrap={wrap ? 'wrap' : 'nowrap'}>
      <Code>{value}</Code>
      <CopyValueButton value={value} accessibleLabel={copyLabel} />
    </Group>
  );
}

/** The signup status code in full: Mantine's badge would cut a long one ('USER_CR…') to fit its column. */
function StatusBadge({ status }: { status: string }) {
  return (
    <Badge
      variant="light"
      color={status === 'VERIFIED' ? 'green' : 'gray'}
      style={{ flexShrink: 0 }}
      styles={{ root: { maxWidth: 'none' }, label: { overflow: 'visible' } }}
    >
      {status}
    </Badge>
  );
}

function ShowInboxButton({ email, onShowInbox }: { email: string; onShowInbox: (email: string) => void }) {
  return (
    <Button
      size="compact-sm"
      variant="subtle"
      leftSection={<IconMail size={14} aria-hidden="true" />}
      aria-label={text.showInboxOf(email)}
      onClick={() => onShowInbox(email)}
    >
      {text.showInbox}
    </Button>
  );
}

/** The phone layout: one card per investor, the table's columns as a description list. */
function InvestorCards({
  investors,
  onShowInbox,
}: {
  investors: readonly DemoInvestor[];
  onShowInbox: (email: string) => void;
}) {
  return (
    <Stack component="ul" aria-label={text.heading} gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
      {investors.map((investor) => (
        <Paper component="li" key={investor.email} withBorder radius="md" p="sm" aria-label={investor.email}>
          <Stack gap="xs">
            {/* Above the description, not beside it: beside a status as long as BSE_CLIENT_CREATION_COMPLETED a phone's row has no room. */}
            <Group>
              <StatusBadge status={investor.signupStatus} />
            </Group>
            <Text size="sm">{investor.description}</Text>
            <Stack component="dl" gap={4} m={0}>
              {[
                { label: text.columns.email, value: investor.email, copy: text.copyEmail(investor.email) },
                { label: text.columns.password, value: investor.password, copy: text.copyPassword(investor.email) },
                { label: text.columns.phone, value: investor.phone, copy: text.copyPhone(investor.email) },
              ].map((field) => (
                <Box key={field.label}>
                  <Text component="dt" size="xs" c="dimmed">
                    {field.label}
                  </Text>
                  <Box component="dd" m={0}>
                    <Credential value={field.value} copyLabel={field.copy} wrap />
                  </Box>
                </Box>
              ))}
            </Stack>
            <Group>
              <ShowInboxButton email={investor.email} onShowInbox={onShowInbox} />
            </Group>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
