import { Button, Group } from '@mantine/core';
import { stepButtons as text } from './messages';

/** Previous (not on the first step) and Next. */
export function StepButtons({
  onPrevious,
  onNext,
  nextLabel = text.next,
  nextDisabled = false,
  busy = false,
}: {
  onPrevious?: () => void;
  onNext: () => void;
  nextLabel?: string;
  nextDisabled?: boolean;
  busy?: boolean;
}) {
  return (
    <Group justify={onPrevious ? 'space-between' : 'flex-end'}>
      {onPrevious && (
        <Button variant="default" onClick={onPrevious} disabled={busy}>
          {text.previous}
        </Button>
      )}
      <Button onClick={onNext} disabled={nextDisabled} loading={busy}>
        {nextLabel}
      </Button>
    </Group>
  );
}
