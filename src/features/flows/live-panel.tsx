import { Affix, Button, Drawer, Loader, NativeSelect, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AnyStateMachine } from 'xstate';
import { activeStatePaths } from '../../../machines/model/derive';
import { getElk } from './elk-engine';
import { layoutMachineGraph } from './layout';
import { type LiveActor, useLiveActors } from './live-actors';
import { MachineDiagram } from './machine-diagram';
import { buildMachineGraph } from './machine-graph';

/**
 * `?flows` in development: a button in the corner opens a drawer with every running actor,
 * each on its machine's diagram with the states it is in now highlighted, updating as the user
 * clicks through the app. Nothing leaves the page (the hosted inspector is `?inspect`).
 */
export function LiveFlowsPanel() {
  const actors = useLiveActors();
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<string | undefined>();
  const actor = actors.find((candidate) => candidate.sessionId === chosen) ?? actors.at(-1);
  return (
    <>
      <Affix position={{ bottom: 16, right: 16 }}>
        <Button onClick={() => setOpen(true)}>{`Live flows (${actors.length})`}</Button>
      </Affix>
      {/* No overlay, no focus trap: the app stays usable beside the drawer, which follows it. */}
      <Drawer
        opened={open}
        onClose={() => setOpen(false)}
        position="right"
        size="xl"
        title="Live flows"
        withOverlay={false}
        trapFocus={false}
        lockScroll={false}
        closeOnClickOutside={false}
      >
        {actor === undefined ? (
          <Text>No machine is running.</Text>
        ) : (
          <Stack gap="sm">
            <NativeSelect
              label="Running actor"
              value={actor.sessionId}
              onChange={(event) => setChosen(event.currentTarget.value)}
              data={actors.map((candidate) => ({ label: actorLabel(candidate), value: candidate.sessionId }))}
            />
            <Text size="sm">{`Now in: ${leaves(activeStatePaths(actor.value)).join(' + ')}`}</Text>
            <LiveDiagram actor={actor} />
          </Stack>
        )}
      </Drawer>
    </>
  );
}

function LiveDiagram({ actor }: { actor: LiveActor }) {
  const drawing = useQuery({
    queryKey: ['flows', 'live', actor.machine.id],
    queryFn: () => drawingOf(actor.machine),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (drawing.status === 'pending') return <Loader role="status" aria-label="Drawing the diagram" />;
  if (drawing.status === 'error') return <Text c="red">{drawing.error.message}</Text>;
  const active = new Map(activeStatePaths(actor.value).map((path) => [path, [] as number[]]));
  return (
    <MachineDiagram
      graph={drawing.data.graph}
      layout={drawing.data.layout}
      highlight={{ states: active, transitions: new Map() }}
      label={`Diagram of ${actor.machine.id}, live`}
    />
  );
}

async function drawingOf(machine: AnyStateMachine) {
  const graph = buildMachineGraph(machine);
  return { graph, layout: await layoutMachineGraph(getElk(), graph) };
}

function actorLabel(actor: LiveActor): string {
  return actor.id === actor.machine.id ? actor.machine.id : `${actor.machine.id} (${actor.id})`;
}

function leaves(paths: readonly string[]): string[] {
  return paths.filter((path) => !paths.some((other) => other.startsWith(`${path}.`)));
}
