/**
 * The atlas's index, the product owner's map: every machine with its one line, the spec sections
 * its table cites, what the model-based tests covered (states, transitions, transition pairs)
 * and its mutation score, '—' with the command that measures it when no report has it. A table
 * on a wide screen, a card per flow on a narrow one. The reports come from the sandbox when the
 * page opens (`npm run test:paths` writes them), never from the build.
 */
import { Alert, Code, Loader, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import {
  type MutationScore,
  mutationScoresQueryOptions,
  type PathCoverageSummary,
  pathCoverageQueryOptions,
} from '../../api/sandbox';
import { AnchorLink } from '../../components/links';
import { coverageMeasure, type Measure, mutationMeasure } from './index-measures';
import { AREAS, machineTitle } from './machine-catalogue';
import { COVERAGE_COMMAND, MUTATION_COMMAND, flowsMessages as text } from './messages';
import { specSectionsText } from './spec-sections';
import { type IndexEntry, useAtlasIndex } from './use-machine-atlas';

export function AtlasIndex() {
  const index = useAtlasIndex();
  const coverage = useQuery(pathCoverageQueryOptions());
  const mutation = useQuery(mutationScoresQueryOptions());
  if (index.status === 'pending') return <Loader role="status" aria-label={text.index.loading} />;
  if (index.status === 'error') {
    return (
      <Alert color="red" title={text.index.failed}>
        {index.error.message}
      </Alert>
    );
  }
  return (
    <AtlasIndexView
      entries={index.data}
      coverage={coverage.isError ? null : coverage.data}
      mutation={mutation.isError ? null : mutation.data}
      reportFailed={coverage.isError || mutation.isError}
    />
  );
}

interface AtlasIndexViewProps {
  entries: readonly IndexEntry[];
  /** undefined: being read; null: none written. */
  coverage: readonly PathCoverageSummary[] | null | undefined;
  mutation: readonly MutationScore[] | null | undefined;
  reportFailed?: boolean;
}

interface Row extends IndexEntry {
  states: Measure;
  transitions: Measure;
  pairs: Measure;
  mutation: Measure;
}

function AtlasIndexView({ entries, coverage, mutation, reportFailed = false }: AtlasIndexViewProps) {
  const headingId = useId();
  const groups = AREAS.map((area) => ({
    area,
    rows: entries
      .filter((entry) => entry.area === area)
      .map(
        (entry): Row => ({
          ...entry,
          states: coverageMeasure(entry.slug, coverage, 'states'),
          transitions: coverageMeasure(entry.slug, coverage, 'transitions'),
          pairs: coverageMeasure(entry.slug, coverage, 'pairs'),
          mutation: mutationMeasure(entry.slug, mutation),
        }),
      ),
  })).filter((group) => group.rows.length > 0);
  const columns = text.index.columns;
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} id={headingId}>
        {text.index.heading}
      </Title>
      {reportFailed && <Alert color="red" title={text.index.reportFailed} />}
      {coverage === null && <MissingReport message={text.index.noCoverage} command={COVERAGE_COMMAND} />}
      {mutation === null && <MissingReport message={text.index.noMutation} command={MUTATION_COMMAND} />}

      <Table.ScrollContainer minWidth={960} visibleFrom="lg">
        <Table withTableBorder withColumnBorders fz="sm" verticalSpacing={6} captionSide="top">
          <Table.Caption>{text.index.caption}</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{columns.flow}</Table.Th>
              <Table.Th scope="col">{columns.description}</Table.Th>
              <Table.Th scope="col">{columns.sections}</Table.Th>
              <Table.Th scope="col">{columns.states}</Table.Th>
              <Table.Th scope="col">{columns.transitions}</Table.Th>
              <Table.Th scope="col">{columns.pairs}</Table.Th>
              <Table.Th scope="col">{columns.mutation}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          {groups.map((group) => (
            <Table.Tbody key={group.area}>
              <Table.Tr>
                <Table.Th scope="colgroup" colSpan={7} bg="gray.0">
                  {group.area}
                </Table.Th>
              </Table.Tr>
              {group.rows.map((row) => (
                <Table.Tr key={row.slug} data-machine={row.slug}>
                  <Table.Th scope="row" fw={400}>
                    <FlowLink slug={row.slug} />
                  </Table.Th>
                  <Table.Td>{row.description ?? text.index.noDescription}</Table.Td>
                  <Table.Td>
                    <Sections entry={row} />
                  </Table.Td>
                  <Table.Td>
                    <MeasureText measure={row.states} />
                  </Table.Td>
                  <Table.Td>
                    <MeasureText measure={row.transitions} />
                  </Table.Td>
                  <Table.Td>
                    <MeasureText measure={row.pairs} />
                  </Table.Td>
                  <Table.Td>
                    <MeasureText measure={row.mutation} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          ))}
        </Table>
      </Table.ScrollContainer>

      <Stack hiddenFrom="lg" gap="md">
        <Text size="sm">{text.index.caption}</Text>
        {groups.map((group) => (
          <Stack key={group.area} gap="xs">
            <Title order={3} size="h4">
              {group.area}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {group.rows.map((row) => (
                <FlowCard key={row.slug} row={row} />
              ))}
            </SimpleGrid>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
}

function FlowCard({ row }: { row: Row }) {
  const columns = text.index.columns;
  const figures: Array<[string, Measure]> = [
    [columns.states, row.states],
    [columns.transitions, row.transitions],
    [columns.pairs, row.pairs],
    [columns.mutation, row.mutation],
  ];
  return (
    <Paper withBorder p="sm" radius="md" component="article" data-machine={row.slug}>
      <Stack gap={6}>
        <Title order={4} size="h5">
          <FlowLink slug={row.slug} />
        </Title>
        <Text size="sm">{row.description ?? text.index.noDescription}</Text>
        <Text size="sm" component="div">
          <Text span size="sm" fw={600}>
            {`${columns.sections}: `}
          </Text>
          <Sections entry={row} />
        </Text>
        <dl style={{ margin: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 12px' }}>
          {figures.map(([label, measure]) => (
            <div key={label} style={{ display: 'contents' }}>
              <Text component="dt" size="sm" fw={600}>
                {label}
              </Text>
              <Text component="dd" size="sm" m={0}>
                <MeasureText measure={measure} hintShown />
              </Text>
            </div>
          ))}
        </dl>
      </Stack>
    </Paper>
  );
}

function FlowLink({ slug }: { slug: string }) {
  return (
    <AnchorLink to="/flows" search={{ machine: slug }} size="sm" fw={700}>
      {machineTitle(slug)}
    </AnchorLink>
  );
}

function Sections({ entry }: { entry: IndexEntry }) {
  const cited = entry.sections ? specSectionsText(entry.sections) : '';
  const beyond = entry.sections?.beyondSpec ?? 0;
  return (
    <>
      <Text span size="sm">
        {cited || text.index.noSections}
      </Text>
      {beyond > 0 && (
        <Text size="xs" c="dimmed">
          {text.index.beyondSpec(beyond)}
        </Text>
      )}
    </>
  );
}

/**
 * A figure, or '—' with its hint: said to screen readers, shown on hover in the table and
 * written out on a card (a phone has no hover).
 */
function MeasureText({ measure, hintShown = false }: { measure: Measure; hintShown?: boolean }) {
  if (!measure.hint) return <>{measure.text}</>;
  return (
    <span title={measure.hint}>
      <span aria-hidden="true">{measure.text}</span>
      {hintShown ? (
        <Text span size="xs" c="dimmed" ml={6}>
          {measure.hint}
        </Text>
      ) : (
        <VisuallyHidden>{measure.hint}</VisuallyHidden>
      )}
    </span>
  );
}

function MissingReport({ message, command }: { message: string; command: string }) {
  const [before, after] = message.split(command);
  return (
    <Text size="sm" role="note">
      {before}
      <Code>{command}</Code>
      {after}
    </Text>
  );
}
