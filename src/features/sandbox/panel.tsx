import { Paper, Stack, Text, Title } from '@mantine/core';
import { type ReactNode, type Ref, useId } from 'react';

/** One titled region of the console: a landmark named by its heading. */
export function Panel({
  title,
  intro,
  headingRef,
  children,
}: {
  title: string;
  intro?: string;
  /** Lets another panel move focus here (the heading takes focus, not the keyboard's tab order). */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Paper component="section" aria-labelledby={headingId} withBorder radius="md" p="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} fz="h3" id={headingId} ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
            {title}
          </Title>
          {intro && (
            <Text size="sm" c="dimmed">
              {intro}
            </Text>
          )}
        </Stack>
        {children}
      </Stack>
    </Paper>
  );
}
