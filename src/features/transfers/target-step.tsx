import { Button, Loader, Radio, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { TargetScheme } from '../../../domain/transfer-wizards';
import type { transferTargetsMachine } from '../../../machines/transfer-wizard-targets.machine';
import { targetMessages as text } from './messages';
import { StepButtons } from './step-buttons';
import classes from './transfers.module.css';

export type TargetListActor = ActorRefFrom<typeof transferTargetsMachine>;

/** 001 §4.4 / §9: the next page loads when the list is scrolled within 50 px of its bottom. */
export const NEXT_PAGE_THRESHOLD_PX = 50;

interface TargetStepProps {
  actor: TargetListActor | undefined;
  selected: string | null;
  /** The row's text when the scheme may not be chosen (001 §5), else null. */
  refusal: (target: TargetScheme) => string | null;
  onSelect: (target: TargetScheme) => void;
  onPrevious: () => void;
  onNext: () => void;
}

/** Step 2 of Switch and STP: the target schemes page by page, with a search. */
export function TargetStep({ actor, selected, refusal, onSelect, onPrevious, onNext }: TargetStepProps) {
  const targets = useSelector(actor, (s) => s?.context.targets ?? []);
  const filter = useSelector(actor, (s) => s?.context.filter ?? '');
  const loading = useSelector(actor, (s) => s?.matches('loading') ?? false);
  const more = useSelector(actor, (s) => s?.matches('more') ?? false);

  const viewport = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const nextPage = () => actor?.send({ type: 'targets.nextPage' });
  const onScroll = ({ y }: { y: number }) => {
    const list = viewport.current;
    if (!list || !more) return;
    if (list.scrollHeight - y - list.clientHeight <= NEXT_PAGE_THRESHOLD_PX) nextPage();
  };
  // Rows that do not fill the box (10 one-line names on a wide screen) leave nothing to scroll,
  // so no scroll event would ever ask for the next page. The list's end is watched instead: a new
  // observer reports at once, so after each page the next loads while the end is still within
  // 50 px of the box's bottom, and later when a scroll or a taller box brings it there.
  useEffect(() => {
    const root = viewport.current;
    const last = end.current;
    if (!more || !root || !last) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) actor?.send({ type: 'targets.nextPage' });
      },
      { root, rootMargin: `0px 0px ${NEXT_PAGE_THRESHOLD_PX}px 0px` },
    );
    observer.observe(last);
    return () => observer.disconnect();
  }, [more, actor]);

  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        {text.heading}
      </Title>
      <TextInput
        label={text.search}
        type="search"
        value={filter}
        onChange={(event) => actor?.send({ type: 'targets.search', filter: event.currentTarget.value })}
      />
      <ScrollArea.Autosize
        mah={420}
        type="auto"
        viewportRef={viewport}
        onScrollPositionChange={onScroll}
        className={classes.targets}
        data-testid="target-list"
      >
        <Radio.Group
          value={selected}
          label={text.listLabel}
          onChange={(fundId) => {
            const target = targets.find((candidate) => candidate.uniqueNo === fundId);
            if (target) onSelect(target);
          }}
        >
          <Stack gap="xs" mt="xs" pr="xs">
            {targets.map((target) => {
              const refused = refusal(target);
              return (
                <Radio
                  key={target.uniqueNo}
                  value={target.uniqueNo}
                  label={target.schemeName}
                  description={refused ?? undefined}
                  disabled={refused !== null}
                />
              );
            })}
          </Stack>
        </Radio.Group>
        {/* For the keyboard, and wherever scrolling is not how one reads on. It stays while the
            page loads (the machine ignores a second press), so focus is not lost with it. */}
        {(more || (loading && targets.length > 0)) && (
          <Button variant="subtle" size="compact-sm" mt="xs" onClick={nextPage}>
            {text.more}
          </Button>
        )}
        {loading && (
          <Stack align="center" py="sm">
            <Loader size="sm" role="status" aria-label={text.loading} />
          </Stack>
        )}
        {!loading && targets.length === 0 && <Text c="dimmed">{text.empty}</Text>}
        <div ref={end} />
      </ScrollArea.Autosize>
      <StepButtons onPrevious={onPrevious} onNext={onNext} nextDisabled={selected === null} />
    </Stack>
  );
}
