import { Code, List, Loader, Stack, Table, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { MachineCoverage } from '../../api/sandbox';
import { COVERAGE_COMMAND } from './messages';

type ReportItem = MachineCoverage['states']['items'][number];
type ReportSection = Pick<MachineCoverage['states'], 'covered' | 'total'>;

/**
 * The latest path-coverage report for the machine (`npm run test:paths`): how many states,
 * transitions and transition pairs the executed paths covered, and what they missed — a missed
 * pair with the events that would fire it, so QA can walk it by hand. The sandbox serves the
 * report as it is on disk when the page opens (undefined while it is read, null when none is).
 */
export function CoveragePanel({ report }: { report: MachineCoverage | null | undefined }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} id={headingId}>
        Coverage
      </Title>
      {report === undefined ? (
        <Loader size="sm" role="status" aria-label="Reading the coverage report" />
      ) : report === null ? (
        <Text size="sm">
          No coverage report yet: run <Code>{COVERAGE_COMMAND}</Code>. The atlas reads it from the sandbox when the page
          opens: no build or restart needed.
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

function Row({ kind, section }: { kind: string; section: ReportSection }) {
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

function MissingPairs({ report }: { report: MachineCoverage }) {
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
