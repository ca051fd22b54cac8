import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { fundActions } from '../../../domain/holding-actions';
import type { FundRow } from '../../../domain/portfolio-rows';
import type { Holding } from '../../api/portfolio';
import { transferRulesQueryOptions } from '../../api/portfolio';
import { MenuItemLink } from '../../components/menu-item-link';
import { portfolioMessages as text } from './messages';

/**
 * A fund's row actions (000 §2.8): Details always; Redeem, Switch Fund, Start SWP and Start STP
 * as 000 §5 allows them. The SWP and STP rules are read when the menu first opens. The
 * transaction flows are not built yet, so their items say so instead of leading nowhere.
 */
export function FundActionsMenu({ row, accountActive }: { row: FundRow<Holding>; accountActive: boolean }) {
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const fundId = row.holdings[0]?.fundId ?? row.key;
  const rules = useQuery({ ...transferRulesQueryOptions(fundId), enabled: wanted && accountActive });
  const actions = fundActions({ holdings: row.holdings, rules: rules.data ?? null, accountActive });
  const checking = accountActive && rules.isPending && wanted;

  return (
    <Menu
      opened={opened}
      onChange={(next) => {
        setOpened(next);
        if (next) setWanted(true);
      }}
      position="bottom-end"
      withinPortal
    >
      <Menu.Target>
        <Button
          variant="light"
          size="xs"
          rightSection={<IconChevronDown size={14} aria-hidden="true" />}
          aria-label={text.actionsOf(row.schemeName)}
        >
          {text.actionsButton}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <MenuItemLink to="/details/$isin" params={{ isin: fundId }}>
          {text.actions.details}
        </MenuItemLink>
        {actions
          .filter((action) => action !== 'details')
          .map((action) => (
            <Menu.Item key={action} disabled>
              <Text size="sm">{text.actions[action]}</Text>
              <Text size="xs" c="dimmed">
                {text.availableSoon}
              </Text>
            </Menu.Item>
          ))}
        {checking && (
          <Menu.Item disabled>
            <Text size="xs" c="dimmed">
              {text.checkingPlans}
            </Text>
          </Menu.Item>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
