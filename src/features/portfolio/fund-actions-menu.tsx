import { Button, Menu, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { fundActions } from '../../../domain/holding-actions';
import type { FundRow } from '../../../domain/portfolio-rows';
import type { Holding } from '../../api/portfolio';
import { transferRulesQueryOptions } from '../../api/portfolio';
import { MenuItemLink } from '../../components/menu-item-link';
import { actionHref, type TransactionAction } from './action-links';
import { portfolioMessages as text } from './messages';

const TRANSACTIONS: readonly TransactionAction[] = ['redeem', 'switch', 'swp', 'stp'];

/**
 * A fund's row actions (000 §2.8): Details always; Redeem, Switch Fund, Start SWP and Start STP
 * enabled exactly as 000 §5 and §6 allow, disabled otherwise. The SWP and STP rules are read
 * when the menu first opens; until they answer those two stay disabled.
 */
export function FundActionsMenu({ row, accountActive }: { row: FundRow<Holding>; accountActive: boolean }) {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const [wanted, setWanted] = useState(false);
  const fundId = row.holdings[0]?.fundId ?? row.key;
  const folios = row.holdings.map((holding) => holding.folio);
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
        {TRANSACTIONS.map((action) => (
          <Menu.Item
            key={action}
            disabled={!actions.includes(action)}
            onClick={() => void navigate({ href: actionHref(action, fundId, folios) })}
          >
            {text.actions[action]}
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
