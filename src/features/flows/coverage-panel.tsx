import { Code, List, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { MachineReport, ReportItem, ReportSection } from '../../../machines/model/coverage-report';

/**
 * The latest path-coverage report for the machine (`npm run test:paths`): how many states,
 * transitions and transition pairs the executed paths covered, and what they missed — a missed
 * pair with the events that would fire it, so QA can walk it by hand.
 */
export function CoveragePanel({ report }: { report: MachineReport | null }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} id={headingId}>
        Coverage
      </Title>
      {report === null ? (
        <Text size="sm">
          No coverage report yet: run <Code>npm run test:paths</Code>. The app shows the report that was there when it
          was built (or started in development).
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {report.suites.length === 0
              ? 'No model-based suite ran for this machine.'
              : `From ${report.paths} executed paths of ${report.suites.join(', ')}.`}
          </Text>
          <Table withTableBorder fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Kind</Table.Th>
                <Table.Th scope="col">Covered</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              <Row kind="States" section={report.states} />
              <Row kind="Transitions" section={report.transitions} />
              <Row kind="Transition pairs" section={report.pairs} />
            </Table.Tbody>
          </Table>
          <Missing title="States not covered" items={report.states.items} />
          <Missing title="Transitions not covered" items={report.transitions.items} />
          <MissingPairs report={report} />
        </>
      )}
    </Stack>
  );
}

function Row({ kind, section }: { kind: string; section: ReportSection<ReportItem> }) {
  return (
    <Table.Tr>
      <Table.Th scope="row">{kind}</Table.Th>
      <Table.Td>{`${section.covered} of ${section.total}`}</Table.Td>
    </Table.Tr>
  );
}

function Missing({ title, items }: { title: string; items: readonly ReportItem[] }) {
  const missing = items.filter((item) => item.coveredBy === null);
  if (missing.length === 0) return null;
  return (
    <details>
      <summary>{`${title} (${missing.length})`}</summary>
      <List size="sm">
        {missing.map((item) => (
          <List.Item key={item.id}>
            <Code>{item.id}</Code>
          </List.Item>
        ))}
      </List>
    </details>
  );
}

function MissingPairs({ report }: { report: MachineReport }) {
  const missing = report.pairs.items.filter((pair) => pair.coveredBy === null);
  if (missing.length === 0) return null;
  return (
    <details>
      <summary>{`Transition pairs not covered (${missing.length})`}</summary>
      <List size="sm" spacing={6}>
        {missing.map((pair) => (
          <List.Item key={pair.id}>
            <Code>{pair.first}</Code> then <Code>{pair.second}</Code>
            <Text size="xs" c="dimmed">{`Fired by: ${pair.events}`}</Text>
          </List.Item>
        ))}
      </List>
    </details>
  );
}
