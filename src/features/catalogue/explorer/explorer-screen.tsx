import { Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { SCHEME_TYPES, type SchemeType } from '../../../../domain/scheme-types';
import { explorerMachine } from '../../../../machines/explorer.machine';
import { explorerActors } from '../../../api/catalogue-actors';
import { inspect } from '../../../app/inspector';
import { AnchorLink } from '../../../components/links';
import { explorerMessages as text } from '../messages';
import { schemeTypeCopy } from '../scheme-type-copy';
import { ExplorerFilters } from './explorer-filters';
import { SchemeResults } from './scheme-results';
import { SchemeSearch } from './scheme-search';
import { TypeHeader } from './type-header';

interface ExplorerScreenProps {
  /** The ?name= scheme type; the screen is keyed on it, so a new type starts a new explorer. */
  schemeType?: SchemeType | undefined;
  /** The explorer machine with its actors provided; tests pass controllable ones. */
  machine?: typeof explorerMachine;
}

export function ExplorerScreen({ schemeType, machine }: ExplorerScreenProps) {
  const queryClient = useQueryClient();
  const [logic] = useState(() => machine ?? explorerMachine.provide({ actors: explorerActors(queryClient) }));
  const actor = useActorRef(logic, { input: { schemeType }, inspect });
  // Counts presses of Explore: the results below the fold take focus once each press has loaded.
  const [applied, setApplied] = useState(0);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        {schemeType ? (
          <TypeHeader type={schemeType} />
        ) : (
          <Stack gap="xs">
            <Title order={1}>{text.title}</Title>
            <Text c="dimmed">{text.intro}</Text>
            <BrowseByType />
          </Stack>
        )}
        <Paper withBorder p="md" radius="md">
          <Stack gap="md">
            {!schemeType && <ExplorerFilters actor={actor} onApply={() => setApplied((count) => count + 1)} />}
            <SchemeSearch actor={actor} />
          </Stack>
        </Paper>
        <SchemeResults actor={actor} applied={applied} />
      </Stack>
    </Container>
  );
}

function BrowseByType() {
  return (
    <Group gap="md" component="nav" aria-label={text.browseByType}>
      <Text size="sm" fw={600}>
        {text.browseByType}:
      </Text>
      {SCHEME_TYPES.map((type) => (
        <AnchorLink key={type} to="/explore" search={{ name: type }} size="sm">
          {schemeTypeCopy[type].title}
        </AnchorLink>
      ))}
    </Group>
  );
}
