import { ActionIcon, Button, Group, Modal, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconHelpCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { config } from '../../app/config';
import { exitMessages, frameMessages, helpMessages, type WizardKind, wizardNames, wizardTitles } from './messages';
import classes from './transfers.module.css';

interface WizardFrameProps {
  kind: WizardKind;
  /** Zero-based, as 001 §2.15 numbers the steps. */
  step: number;
  steps: number;
  /** 001 §2.15: hidden on the OTP step of SWP and the Confirm step of Switch and STP. */
  showPortfolio: boolean;
  /** The summary band, on the steps before Review. */
  summary?: ReactNode;
  children: ReactNode;
}

/**
 * The frame every wizard step sits in (001 §2.15): the title, 'STEP n / N', the back control
 * and Portfolio button (both ask 'Confirm Exit..!!!' first; Ok goes to /portfolio), the
 * 'Need Help?' modal, the summary band and the step itself.
 */
export function WizardFrame({ kind, step, steps, showPortfolio, summary, children }: WizardFrameProps) {
  const navigate = useNavigate();
  const [exiting, setExiting] = useState(false);
  const [helping, setHelping] = useState(false);
  const top = useOpensAtTop(step);
  return (
    <Stack gap="md" className={classes.page} ref={top}>
      <Group justify="space-between" wrap="nowrap" align="center">
        <Group gap="xs" wrap="nowrap">
          <ActionIcon variant="subtle" size="lg" aria-label={frameMessages.back} onClick={() => setExiting(true)}>
            <IconArrowLeft aria-hidden="true" />
          </ActionIcon>
          <Title order={1} fz="h3">
            {wizardTitles[kind]}
          </Title>
        </Group>
        <ActionIcon variant="subtle" size="lg" aria-label={frameMessages.needHelp} onClick={() => setHelping(true)}>
          <IconHelpCircle aria-hidden="true" />
        </ActionIcon>
      </Group>
      <div className={classes.layout}>
        <Paper withBorder p="md" className={classes.panel} component="aside" aria-label={frameMessages.stepsLabel}>
          <Stack gap="sm">
            <Text fw={700} data-testid="wizard-step">
              {frameMessages.step(step + 1, steps)}
            </Text>
            {showPortfolio && (
              <Button variant="light" onClick={() => setExiting(true)}>
                {frameMessages.portfolio}
              </Button>
            )}
          </Stack>
        </Paper>
        <Stack gap="md" className={classes.main}>
          {summary}
          <Paper withBorder p="md">
            {children}
          </Paper>
        </Stack>
      </div>
      <Modal opened={exiting} onClose={() => setExiting(false)} title={exitMessages.title} centered>
        <Stack gap="md">
          <Text>{exitMessages.body}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setExiting(false)}>
              {exitMessages.cancel}
            </Button>
            <Button onClick={() => void navigate({ to: '/portfolio' })}>{exitMessages.ok}</Button>
          </Group>
        </Stack>
      </Modal>
      <Modal opened={helping} onClose={() => setHelping(false)} title={helpMessages.title} centered>
        <Stack gap="sm">
          <Text>{helpMessages.intro(wizardNames[kind])}</Text>
          <Text>{helpMessages.steps}</Text>
          <Text>{helpMessages.call(config.brand.supportPhone)}</Text>
          <Text>{helpMessages.mail(config.brand.supportEmail)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setHelping(false)}>
              {helpMessages.close}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

/**
 * Each step opens at the frame's top. A step replaces the one before in place, so the page kept
 * the old scroll position: on a phone, where a step runs past the screen and Next sits at its foot,
 * the new step opened partway down, its heading under the sticky navbar. When the frame's top has
 * been scrolled past, it is brought back into view; the root's `scroll-padding-top`
 * (src/app/global.css) stops it below the navbar.
 */
function useOpensAtTop(step: number) {
  const frame = useRef<HTMLDivElement>(null);
  const shown = useRef(step);
  useEffect(() => {
    if (shown.current === step) return;
    shown.current = step;
    const element = frame.current;
    if (!element) return;
    const navbar = Number.parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
    if (element.getBoundingClientRect().top < navbar) element.scrollIntoView({ block: 'start' });
  }, [step]);
  return frame;
}

/** One line of the summary band: a label and its value. */
export interface SummaryItem {
  label: string;
  value: string;
}

/** 001 §2.15 "A summary band shown on the steps before Review". */
export function SummaryBand({ label, items }: { label: string; items: readonly SummaryItem[] }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={label}>
      <SimpleGrid
        cols={{ base: 2, sm: 4 }}
        spacing="sm"
        verticalSpacing="xs"
        component="dl"
        className={classes.summary}
      >
        {items.map((item) => (
          <div key={item.label}>
            <Text component="dt" fz="xs" c="dimmed">
              {item.label}
            </Text>
            <Text component="dd" fz="sm" fw={600} className={classes.summaryValue}>
              {item.value}
            </Text>
          </div>
        ))}
      </SimpleGrid>
    </Paper>
  );
}
