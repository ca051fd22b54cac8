import '@mantine/dates/styles.layer.css';
import { Button, DataList, Group, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { type ClockMove, moveClockMutationOptions, sandboxClockQueryOptions } from '../../api/sandbox';
import { sandboxMessages } from './messages';
import { ChangeFailure, LoadFailure, Loading } from './notices';
import { Panel } from './panel';
import {
  formatKolkata,
  formatSpan,
  formatUtc,
  formatWireKolkata,
  kolkataInputToIso,
  MOVE_TO_FORMAT,
  parseMoveToText,
} from './sandbox-time';
import { useSandboxNow } from './use-sandbox-now';

const text = sandboxMessages.clock;

const ADVANCES: { label: string; move: ClockMove }[] = [
  { label: text.advanceBy.hour, move: { advance: { hours: 1 } } },
  { label: text.advanceBy.day, move: { advance: { days: 1 } } },
  { label: text.advanceBy.week, move: { advance: { days: 7 } } },
];

export function ClockPanel() {
  const clock = useQuery(sandboxClockQueryOptions());
  const now = useSandboxNow(clock.data, clock.dataUpdatedAt);
  const move = useMutation(moveClockMutationOptions());
  const advanceLabelId = useId();

  return (
    <Panel title={text.heading}>
      {clock.isPending && <Loading label={text.loading} />}
      {clock.isError && <LoadFailure title={text.failed} error={clock.error} onRetry={() => clock.refetch()} />}
      {clock.data && now && (
        <DataList labelWidth="8rem">
          <DataList.Item>
            <DataList.ItemLabel>{text.kolkata}</DataList.ItemLabel>
            <DataList.ItemValue>
              <time dateTime={now.toISOString()}>{formatKolkata(now)}</time>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{text.utc}</DataList.ItemLabel>
            <DataList.ItemValue>
              <time dateTime={now.toISOString()}>{formatUtc(now)}</time>
            </DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>{text.offset}</DataList.ItemLabel>
            <DataList.ItemValue>
              {clock.data.offsetMs > 0 ? text.ahead(formatSpan(clock.data.offsetMs)) : text.noOffset}
            </DataList.ItemValue>
          </DataList.Item>
        </DataList>
      )}

      <Stack gap={6}>
        <Text size="sm" fw={500} id={advanceLabelId}>
          {text.advance}
        </Text>
        <Group gap="xs" role="group" aria-labelledby={advanceLabelId}>
          {ADVANCES.map(({ label, move: step }) => (
            <Button key={label} variant="light" onClick={() => move.mutate(step)}>
              {label}
            </Button>
          ))}
        </Group>
      </Stack>

      <MoveToForm onMove={(to) => move.mutate({ to })} />

      {move.isError && <ChangeFailure title={text.moveFailed} error={move.error} />}
      <Text role="status" size="sm">
        {move.isSuccess ? text.movedTo(formatWireKolkata(move.data.now)) : ''}
      </Text>
    </Panel>
  );
}

/**
 * A date and time in India's zone, typed or picked, shown dd/MM/yyyy HH:mm like the app's other
 * dates (a native date-time field follows the browser's locale, mm/dd/yyyy in en-US). The server
 * decides whether it is ahead of the sandbox clock.
 */
function MoveToForm({ onMove }: { onMove: (to: string) => void }) {
  const [value, setValue] = useState<string | null>(null);
  const [missing, setMissing] = useState(false);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const to = value ? kolkataInputToIso(value) : null;
    setMissing(to === null);
    if (to) onMove(to);
  };

  return (
    <form noValidate onSubmit={onSubmit}>
      <Group align="flex-start" gap="sm" wrap="wrap">
        <DateInput
          label={text.moveToLabel}
          description={text.moveToDescription}
          placeholder={text.moveToPlaceholder}
          valueFormat={MOVE_TO_FORMAT}
          dateParser={parseMoveToText}
          withTime
          value={value}
          onChange={(next) => {
            setValue(next);
            setMissing(false);
          }}
          error={missing ? text.moveToMissing : undefined}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          style={{ flex: '1 1 14rem' }}
        />
        <Button type="submit" variant="light" mt={24}>
          {text.moveTo}
        </Button>
      </Group>
    </form>
  );
}
