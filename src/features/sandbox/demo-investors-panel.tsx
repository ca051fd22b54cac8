import { Badge, Button, Code, Group, Table, Text } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { demoInvestorsQueryOptions } from '../../api/sandbox';
import { CopyValueButton } from './copy-value-button';
import { sandboxMessages } from './messages';
import { LoadFailure, Loading } from './notices';
import { Panel } from './panel';

const text = sandboxMessages.investors;

/** The seeded investors with their credentials, to sign in as one without creating an account. */
export function DemoInvestorsPanel({ onShowInbox }: { onShowInbox: (email: string) => void }) {
  const investors = useQuery(demoInvestorsQueryOptions());
  return (
    <Panel title={text.heading} intro={text.intro}>
      {investors.isPending && <Loading label={text.loading} />}
      {investors.isError && (
        <LoadFailure title={text.failed} error={investors.error} onRetry={() => investors.refetch()} />
      )}
      {investors.data?.length === 0 && <Text size="sm">{text.empty}</Text>}
      {investors.data && investors.data.length > 0 && (
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
                    <Badge variant="light" color={investor.signupStatus === 'VERIFIED' ? 'green' : 'gray'}>
                      {investor.signupStatus}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="compact-sm"
                      variant="subtle"
                      leftSection={<IconMail size={14} aria-hidden="true" />}
                      aria-label={text.showInboxOf(investor.email)}
                      onClick={() => onShowInbox(investor.email)}
                    >
                      {text.showInbox}
                    </Button>
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

function Credential({ value, copyLabel }: { value: string; copyLabel: string }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Code>{value}</Code>
      <CopyValueButton value={value} accessibleLabel={copyLabel} />
    </Group>
  );
}
