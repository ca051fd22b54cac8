import { ActionIcon, Popover, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';

interface InfoPopoverProps {
  /** The icon button's accessible name; it also names the popover (Mantine labels it by its target). */
  label: string;
  text: string;
}

/**
 * An info icon that shows a short text: while a pointer rests on it, and pinned open by a click,
 * a tap, Enter or Space; Escape (wherever focus is: Mantine only hears it inside the popover) or a
 * click elsewhere closes it. A button rather than a hover-only tooltip, so nobody needs a mouse
 * to read it, and hover content that Escape dismisses (WCAG 1.4.13). Focus never leaves the icon,
 * so there is none to return (Mantine's return would go to wherever focus was when a hover opened it).
 */
export function InfoPopover({ label, text }: InfoPopoverProps) {
  const [pinned, setPinned] = useState(false);
  const [hovered, setHovered] = useState(false);
  const dismiss = () => {
    setPinned(false);
    setHovered(false);
  };
  const opened = pinned || hovered;
  useWindowEvent('keydown', (event) => {
    if (opened && event.key === 'Escape') dismiss();
  });
  return (
    <Popover opened={opened} onDismiss={dismiss} position="top" withArrow shadow="md" width={280}>
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          color="gray"
          aria-label={label}
          onClick={() => setPinned((was) => !was)}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
        >
          <IconInfoCircle size={18} aria-hidden="true" />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">{text}</Text>
      </Popover.Dropdown>
    </Popover>
  );
}
