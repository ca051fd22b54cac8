import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { isSearchableText } from '../../../../machines/explorer.machine';
import { explorerMessages as text } from '../messages';
import type { ExplorerActor } from './explorer-actor';

/** Search by name, enabled at 3 characters; emptying the box reapplies the listing (000 §2.3, §5). */
export function SchemeSearch({ actor }: { actor: ExplorerActor }) {
  const searchText = useSelector(actor, (s) => s.context.searchText);
  const searchable = isSearchableText(searchText);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (searchable) actor.send({ type: 'search.submit' });
  };

  return (
    <Group component="form" role="search" align="flex-end" gap="sm" onSubmit={submit}>
      <TextInput
        type="search"
        label={text.searchLabel}
        description={text.searchHint}
        placeholder={text.searchPlaceholder}
        value={searchText}
        onChange={(event) => {
          const value = event.currentTarget.value;
          actor.send(value === '' ? { type: 'search.clear' } : { type: 'search.change', text: value });
        }}
        maxLength={100}
        style={{ flex: 1, minWidth: 220 }}
      />
      <Button
        type="submit"
        variant="light"
        disabled={!searchable}
        leftSection={<IconSearch size={16} aria-hidden="true" />}
      >
        {text.search}
      </Button>
    </Group>
  );
}
