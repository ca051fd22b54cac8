import { Select, SimpleGrid, Text } from '@mantine/core';
import { useMutation, useQuery } from '@tanstack/react-query';
import { type PartnerOutcome, partnerOutcomesQueryOptions, setPartnerOutcomeMutationOptions } from '../../api/sandbox';
import { sandboxMessages } from './messages';
import { ChangeFailure, LoadFailure, Loading } from './notices';
import { Panel } from './panel';

const text = sandboxMessages.partners;

export function PartnersPanel() {
  const partners = useQuery(partnerOutcomesQueryOptions());
  return (
    <Panel title={text.heading} intro={text.intro}>
      {partners.isPending && <Loading label={text.loading} />}
      {partners.isError && (
        <LoadFailure title={text.failed} error={partners.error} onRetry={() => partners.refetch()} />
      )}
      {partners.data && (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
          {partners.data.map((entry) => (
            <PartnerOutcomeSelect key={entry.partner} entry={entry} />
          ))}
        </SimpleGrid>
      )}
    </Panel>
  );
}

/** One partner: the Select shows the server's outcome, so a refused change falls back by itself. */
function PartnerOutcomeSelect({ entry }: { entry: PartnerOutcome }) {
  const save = useMutation(setPartnerOutcomeMutationOptions());
  return (
    <div>
      <Select
        label={entry.partner}
        description={entry.description}
        data={entry.allowed}
        value={save.isPending ? save.variables.outcome : entry.outcome}
        allowDeselect={false}
        // Read-only rather than disabled while saving, so keyboard focus stays on the field.
        readOnly={save.isPending}
        onChange={(outcome) => {
          if (outcome && outcome !== entry.outcome) save.mutate({ partner: entry.partner, outcome });
        }}
      />
      {save.isError && <ChangeFailure title={text.saveFailed(entry.partner)} error={save.error} />}
      <Text role="status" size="xs" c="dimmed" mt={4}>
        {save.isSuccess ? text.saved(save.data.partner, save.data.outcome) : ''}
      </Text>
    </div>
  );
}
