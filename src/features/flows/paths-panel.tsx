import { NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { ModelPath } from '../../../machines/model/paths';
import classes from './flows.module.css';
import type { MachineGraph } from './machine-graph';
import { pathSummary, readableSteps } from './path-steps';

interface PathsPanelProps {
  graph: MachineGraph;
  paths: readonly ModelPath[];
  /** The chosen path, from 1; undefined: none. */
  chosen: number | undefined;
  onChoose: (path: number | undefined) => void;
}

/**
 * The model-based suite's paths through the machine. Choosing one highlights it on the diagram
 * and lists its steps as a QA engineer would follow them by hand.
 */
export function PathsPanel({ graph, paths, chosen, onChoose }: PathsPanelProps) {
  const headingId = useId();
  const path = chosen === undefined ? undefined : paths[chosen - 1];
  const steps = path ? readableSteps(graph, path) : [];
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={3} id={headingId}>
        Test paths ({paths.length})
      </Title>
      <Text size="sm" c="dimmed">
        The paths the model-based tests drive through the rendered screens, derived from this machine.
      </Text>
      <NativeSelect
        label="Path"
        value={path ? String(chosen) : ''}
        onChange={(event) => onChoose(event.currentTarget.value ? Number(event.currentTarget.value) : undefined)}
        data={[
          { label: 'No path highlighted', value: '' },
          ...paths.map((candidate, index) => ({
            label: `${index + 1}. ${pathSummary(readableSteps(graph, candidate))}`,
            value: String(index + 1),
          })),
        ]}
      />
      {path && (
        <ol className={classes.stepList} start={0} aria-label={`Steps of path ${chosen}`}>
          {steps.map((step) => (
            <li key={step.number}>
              <Text size="sm" component="span" fw={600}>
                {step.number === 0 ? 'Start' : step.action}
              </Text>
              <Text size="sm" component="span">
                {` → ${step.states.join(' + ')}`}
              </Text>
              {step.descriptions.map((description) => (
                <Text key={description} size="sm" c="dimmed">
                  {description}
                </Text>
              ))}
            </li>
          ))}
        </ol>
      )}
    </Stack>
  );
}
