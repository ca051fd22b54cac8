/**
 * The machine as files a product owner can open elsewhere: its config as the Stately editor
 * imports it (JSON, or `createMachine(…)` to paste into the editor's Import) and its diagram
 * as Mermaid. Downloads are made in the page (a Blob), so nothing is asked of the server.
 */
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import { IconCheck, IconCopy, IconDownload, IconX } from '@tabler/icons-react';
import { useId, useMemo } from 'react';
import type { AnyStateMachine } from 'xstate';
import type { MachineGraph } from './machine-graph';
import { mermaidDiagram } from './mermaid-export';
import { flowsMessages } from './messages';
import { statelyImportCode, statelyJson } from './stately-export';

const text = flowsMessages.export;

/** `onboarding/pan-fetch` → `onboarding-pan-fetch`. */
function exportFileBase(slug: string): string {
  return slug.replaceAll('/', '-');
}

export function ExportPanel({ slug, machine, graph }: { slug: string; machine: AnyStateMachine; graph: MachineGraph }) {
  const headingId = useId();
  const files = useMemo(
    () => ({ json: statelyJson(machine), code: statelyImportCode(machine), mermaid: mermaidDiagram(graph) }),
    [machine, graph],
  );
  const base = exportFileBase(slug);
  return (
    <Stack component="section" aria-labelledby={headingId} gap={6}>
      <Title order={3} id={headingId} size="h4">
        {text.heading}
      </Title>
      <Text size="sm" c="dimmed">
        {text.intro}
      </Text>
      <Group gap="xs">
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden="true" />}
          onClick={() => download(`${base}.stately.json`, files.json, 'application/json')}
        >
          {text.statelyDownload}
        </Button>
        <CopyButton value={files.code} label={text.statelyCopy} />
        <Button
          size="compact-sm"
          variant="default"
          leftSection={<IconDownload size={14} aria-hidden="true" />}
          onClick={() => download(`${base}.mmd`, files.mermaid, 'text/plain')}
        >
          {text.mermaidDownload}
        </Button>
        <CopyButton value={files.mermaid} label={text.mermaidCopy} />
      </Group>
    </Stack>
  );
}

/** The clipboard API exists only in secure contexts (https or localhost): a refusal is said on the button. */
function CopyButton({ value, label }: { value: string; label: string }) {
  const clipboard = useClipboard({ timeout: 2_000 });
  const shown = clipboard.copied ? text.copied : clipboard.error ? text.copyFailed : label;
  const Icon = clipboard.copied ? IconCheck : clipboard.error ? IconX : IconCopy;
  return (
    <Button
      size="compact-sm"
      variant="default"
      color={clipboard.error ? 'red' : undefined}
      leftSection={<Icon size={14} aria-hidden="true" />}
      onClick={() => clipboard.copy(value)}
    >
      {shown}
    </Button>
  );
}

function download(name: string, content: string, type: string) {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.click();
  // Released once the browser has surely read it: revoking at once can cancel the download.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
