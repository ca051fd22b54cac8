import { Alert, Button, Group, Loader, Select, SimpleGrid, Stack } from '@mantine/core';
import { IconAlertCircle, IconSearch } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { optionChoices } from '../../../../domain/scheme-options';
import { isSchemeType } from '../../../../domain/scheme-types';
import { LoadFailure } from '../components/load-failure';
import { explorerMessages as text } from '../messages';
import { schemeTypeLabel } from '../scheme-type-copy';
import type { ExplorerActor, ExplorerSnapshot } from './explorer-actor';

type FilterState =
  | 'loadingSchemeTypes'
  | 'schemeTypesFailed'
  | 'loadingSchemeOptions'
  | 'schemeOptionsFailed'
  | 'noGrowthOption';

const inFilters = (snapshot: ExplorerSnapshot, state: FilterState) =>
  snapshot.matches({ exploring: { choosing: { filters: state } } });

interface ExplorerFiltersProps {
  actor: ExplorerActor;
  /** Told of every press of Explore, so the screen can bring the results into view. */
  onApply?: () => void;
}

/** Fund house → scheme type → option, and Explore (000 §2.3, §5). */
export function ExplorerFilters({ actor, onApply }: ExplorerFiltersProps) {
  const fundHouses = useSelector(actor, (s) => s.context.fundHouses);
  const amc = useSelector(actor, (s) => s.context.amc);
  const schemeTypes = useSelector(actor, (s) => s.context.schemeTypes);
  const schemeType = useSelector(actor, (s) => s.context.schemeType);
  const options = useSelector(actor, (s) => s.context.options);
  const option = useSelector(actor, (s) => s.context.option);
  const error = useSelector(actor, (s) => s.context.error);
  const loadingFundHouses = useSelector(actor, (s) => s.matches('loadingFundHouses'));
  const fundHousesFailed = useSelector(actor, (s) => s.matches('fundHousesFailed'));
  const loadingTypes = useSelector(actor, (s) => inFilters(s, 'loadingSchemeTypes'));
  const typesFailed = useSelector(actor, (s) => inFilters(s, 'schemeTypesFailed'));
  const loadingOptions = useSelector(actor, (s) => inFilters(s, 'loadingSchemeOptions'));
  const optionsFailed = useSelector(actor, (s) => inFilters(s, 'schemeOptionsFailed'));
  const noGrowthOption = useSelector(actor, (s) => inFilters(s, 'noGrowthOption'));
  const messageShown = useSelector(actor, (s) => s.matches({ exploring: { choosing: { message: 'shown' } } }));

  const apply = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'filters.apply' });
    onApply?.();
  };

  return (
    <Stack component="form" gap="sm" onSubmit={apply} aria-label={text.filtersLegend}>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <Select
          label={text.fundHouse}
          placeholder={loadingFundHouses ? text.loadingList : text.fundHousePlaceholder}
          data={fundHouses.map((house) => ({ value: house.amcCode, label: house.amcName }))}
          value={amc}
          onChange={(value) => value && actor.send({ type: 'fundHouse.select', amc: value })}
          disabled={loadingFundHouses || fundHousesFailed}
          rightSection={loadingFundHouses ? <Loader size="xs" aria-hidden="true" /> : undefined}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No fund house matches"
        />
        <Select
          label={text.schemeType}
          placeholder={loadingTypes ? text.loadingList : text.schemeTypePlaceholder}
          data={schemeTypes.map((type) => ({ value: type, label: schemeTypeLabel(type) }))}
          value={schemeType}
          onChange={(value) => isSchemeType(value) && actor.send({ type: 'schemeType.select', schemeType: value })}
          disabled={schemeTypes.length === 0}
          rightSection={loadingTypes ? <Loader size="xs" aria-hidden="true" /> : undefined}
          allowDeselect={false}
        />
        <Select
          label={text.option}
          placeholder={loadingOptions ? text.loadingList : text.optionPlaceholder}
          description={noGrowthOption ? text.noGrowthOption : text.optionLocked}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          data={optionChoices(options).map((choice) => ({ ...choice, label: choice.value }))}
          value={option}
          // The option is chosen for the user; the only enabled choice is the one already selected.
          onChange={() => {}}
          disabled={options.length === 0}
          rightSection={loadingOptions ? <Loader size="xs" aria-hidden="true" /> : undefined}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Group>
        <Button type="submit" leftSection={<IconSearch size={16} aria-hidden="true" />}>
          {text.explore}
        </Button>
      </Group>
      {messageShown && (
        <Alert color="red" role="alert" icon={<IconAlertCircle size={18} aria-hidden="true" />}>
          {text.incompleteFilters}
        </Alert>
      )}
      {fundHousesFailed && (
        <LoadFailure
          title={text.failed.fundHouses}
          detail={error}
          onRetry={() => actor.send({ type: 'fundHouses.retry' })}
        />
      )}
      {typesFailed && (
        <LoadFailure
          title={text.failed.schemeTypes}
          detail={error}
          onRetry={() => actor.send({ type: 'schemeTypes.retry' })}
        />
      )}
      {optionsFailed && (
        <LoadFailure
          title={text.failed.schemeOptions}
          detail={error}
          onRetry={() => actor.send({ type: 'schemeOptions.retry' })}
        />
      )}
    </Stack>
  );
}
