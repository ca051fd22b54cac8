import { Alert, Box, Container, Grid, Loader, NativeSelect, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { machineCoverageQueryOptions, mutationScoresQueryOptions } from '../../api/sandbox';
import { AnchorLink } from '../../components/links';
import { AtlasIndex } from './atlas-index';
import { CoveragePanel } from './coverage-panel';
import { ExportPanel } from './export-panel';
import { AREAS, catalogue, machineTitle } from './machine-catalogue';
import { MachineDiagram } from './machine-diagram';
import { flowsMessages } from './messages';
import { MutationPanel } from './mutation-panel';
import { pathHighlight } from './path-steps';
import { PathsPanel } from './paths-panel';
import { specSectionsText } from './spec-sections';
import { useMachineAtlas } from './use-machine-atlas';

interface FlowsScreenProps {
  /** The open machine's slug (`order`, `onboarding/pan-fetch`); none: the list only. */
  machine: string | undefined;
  /** The chosen test path, from 1. */
  path: number | undefined;
}

/** /flows: every machine of the product as a diagram drawn from its definition. */
export function FlowsScreen({ machine, path }: FlowsScreenProps) {
  const entry = catalogue.find((candidate) => candidate.slug === machine);
  return (
    <Container fluid py="lg" px={{ base: 'sm', md: 'lg' }}>
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={1}>Flow atlas</Title>
          <Text c="dimmed">
            Every flow of the app, drawn from the state machine that runs it, with the paths the model-based tests walk
            through it.
          </Text>
        </Stack>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 3, lg: 2 }}>
            <MachineList selected={entry?.slug} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 9, lg: 10 }}>
            {entry ? (
              <MachineView key={entry.slug} slug={entry.slug} chosenPath={path} />
            ) : (
              <Stack gap="md">
                {machine && <Text>{`There is no machine "${machine}".`}</Text>}
                <AtlasIndex />
              </Stack>
            )}
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}

function MachineList({ selected }: { selected: string | undefined }) {
  const navigate = useNavigate();
  const groups = AREAS.map((area) => ({ area, entries: catalogue.filter((entry) => entry.area === area) })).filter(
    (group) => group.entries.length > 0,
  );
  return (
    <>
      <NativeSelect
        hiddenFrom="md"
        label="Flow"
        value={selected ?? ''}
        onChange={(event) => navigate({ to: '/flows', search: { machine: event.currentTarget.value || undefined } })}
        data={[
          { label: 'Choose a flow', value: '' },
          ...groups.map((group) => ({
            group: group.area,
            items: group.entries.map((entry) => ({ label: machineTitle(entry.slug), value: entry.slug })),
          })),
        ]}
      />
      <Box component="nav" aria-label="Flows" visibleFrom="md">
        <Stack gap="sm">
          {groups.map((group) => (
            <Stack key={group.area} gap={2}>
              <Text fw={700} size="sm" component="h2">
                {group.area}
              </Text>
              <Stack component="ul" gap={2} m={0} p={0} style={{ listStyle: 'none' }}>
                {group.entries.map((entry) => (
                  <li key={entry.slug}>
                    <AnchorLink
                      to="/flows"
                      search={{ machine: entry.slug }}
                      size="sm"
                      fw={entry.slug === selected ? 700 : undefined}
                      aria-current={entry.slug === selected ? 'page' : undefined}
                    >
                      {machineTitle(entry.slug)}
                    </AnchorLink>
                  </li>
                ))}
              </Stack>
            </Stack>
          ))}
        </Stack>
      </Box>
    </>
  );
}

function MachineView({ slug, chosenPath }: { slug: string; chosenPath: number | undefined }) {
  const atlas = useMachineAtlas(slug);
  const coverage = useQuery(machineCoverageQueryOptions(slug));
  const mutation = useQuery(mutationScoresQueryOptions());
  const navigate = useNavigate();
  if (atlas.status === 'pending') return <Loader role="status" aria-label="Drawing the diagram" />;
  if (atlas.status === 'error') {
    return (
      <Alert color="red" title="The diagram could not be drawn">
        {atlas.error.message}
      </Alert>
    );
  }
  const { machine, graph, layout, paths, sections } = atlas.data;
  const chosen = chosenPath === undefined ? undefined : paths[chosenPath - 1];
  const cited = sections ? specSectionsText(sections) : '';
  return (
    <Stack gap="sm">
      <Stack gap={2}>
        <Title order={2}>{machineTitle(slug)}</Title>
        <Text size="sm" c="dimmed">
          machines/{slug}.machine.ts · {graph.states.length} states · {graph.transitions.length} transitions
        </Text>
        {graph.description && <Text>{graph.description}</Text>}
        <Text size="sm">
          <Text span fw={600} size="sm">
            {`${flowsMessages.index.columns.sections}: `}
          </Text>
          {cited || flowsMessages.index.noSections}
          {sections && sections.beyondSpec > 0 ? ` (${flowsMessages.index.beyondSpec(sections.beyondSpec)})` : ''}
        </Text>
      </Stack>
      <ExportPanel slug={slug} machine={machine} graph={graph} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, xl: 8 }}>
          <MachineDiagram
            graph={graph}
            layout={layout}
            highlight={chosen && pathHighlight(chosen)}
            label={`Diagram of ${machineTitle(slug)}`}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xl: 4 }}>
          {/* Beside the diagram on a wide screen, below it (two columns) on a laptop's. */}
          <SimpleGrid cols={{ base: 1, md: 2, xl: 1 }} spacing="xl">
            <PathsPanel
              graph={graph}
              paths={paths}
              chosen={chosen ? chosenPath : undefined}
              onChoose={(next) => navigate({ to: '/flows', search: { machine: slug, path: next }, replace: true })}
            />
            <Stack gap="xl">
              <CoveragePanel report={coverage.isError ? null : coverage.data} />
              <MutationPanel slug={slug} reports={mutation.isError ? null : mutation.data} />
            </Stack>
          </SimpleGrid>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
