import { Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck } from '@tabler/icons-react';
import type { SchemeType } from '../../../../domain/scheme-types';
import { AnchorLink } from '../../../components/links';
import { explorerMessages as text } from '../messages';
import { schemeTypeCopy } from '../scheme-type-copy';

/** The ?name=TYPE header: title, description and three bullet points (000 §2.3). */
export function TypeHeader({ type }: { type: SchemeType }) {
  const copy = schemeTypeCopy[type];
  return (
    <Stack gap="sm">
      <AnchorLink to="/explore" size="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden="true" />
          {text.allFilters}
        </Group>
      </AnchorLink>
      <Title order={1}>{copy.title}</Title>
      <Text maw={760}>{copy.description}</Text>
      <List
        spacing="xs"
        icon={
          <ThemeIcon size={20} radius="xl" variant="light" aria-hidden="true">
            <IconCheck size={12} />
          </ThemeIcon>
        }
      >
        {copy.bullets.map((bullet) => (
          <List.Item key={bullet}>{bullet}</List.Item>
        ))}
      </List>
    </Stack>
  );
}
