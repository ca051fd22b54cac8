import { Code, List, Loader, Stack, Text, Title } from '@mantine/core';
import { useId } from 'react';
import type { MutationScore } from '../../api/sandbox';
import { mutationMeasure } from './index-measures';
import { flowsMessages, MUTATION_COMMAND } from './messages';

const text = flowsMessages.mutation;

/**
 * The machine's mutation score from the last `npm run test:paths -- --mutate`: mutants killed
 * of those scored, and every survivor with the reason it is let live. `reports` undefined: being
 * read; null: no mutation report at all.
 */
export function MutationPanel({
  slug,
  reports,
}: {
  slug: string;
  reports: readonly MutationScore[] | null | undefined;
}) {
  const headingId = useId();
  const score = reports?.find((entry) => entry.slug === slug);
  const survivors = score?.outcomes.filter((outcome) => outcome.verdict === 'survived') ?? [];
  return (
    <Stack component="section" aria-labelledby={headingId} gap="xs">
      <Title order={3} id={headingId}>
        {text.heading}
      </Title>
      {reports === undefined ? (
        <Loader size="sm" role="status" aria-label="Reading the mutation report" />
      ) : score ? (
        <>
          <Text size="sm">{scoreText(slug, reports)}</Text>
          {survivors.length > 0 && (
            <details>
              <summary>{text.survivors(survivors.length)}</summary>
              <List size="sm" spacing={6}>
                {survivors.map((outcome) => (
                  <List.Item key={outcome.index}>
                    <Code>{outcome.description}</Code>
                    <Text size="xs" c="dimmed">
                      {outcome.by}
                    </Text>
                  </List.Item>
                ))}
              </List>
            </details>
          )}
        </>
      ) : (
        <Text size="sm">
          {text.none.replace(MUTATION_COMMAND, '')}
          <Code>{`${MUTATION_COMMAND} ${slug}`}</Code>
        </Text>
      )}
    </Stack>
  );
}

function scoreText(slug: string, reports: readonly MutationScore[] | null): string {
  const measure = mutationMeasure(slug, reports);
  return measure.hint ? `${measure.text} (${measure.hint})` : measure.text;
}
