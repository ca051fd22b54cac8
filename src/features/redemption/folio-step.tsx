import { Badge, Button, Group, Radio, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import Big from 'big.js';
import { lockedValue } from '../../../domain/holding-actions';
import type { FolioOption } from '../../../domain/redemption';
import { formatRupees, formatUnits } from '../../lib/format';
import { folioStepMessages as text } from './messages';
import type { RedemptionActor } from './redemption-actor';

function FolioLabel({ option }: { option: FolioOption }) {
  return (
    <Group gap="xs" wrap="nowrap">
      <Text fw={600} size="sm">
        {text.folio(option.holding.folio)}
      </Text>
      {option.lock === 'fullyLocked' && (
        <Badge color="gray" variant="light" size="sm">
          {text.locked}
        </Badge>
      )}
    </Group>
  );
}

function FolioDescription({ option }: { option: FolioOption }) {
  const { holding } = option;
  const promised = new Big(holding.pendingQuantity).gt(0);
  return (
    <Stack gap={2} component="span">
      <span>
        {text.currentValue(formatRupees(holding.currentValue))} · {text.units(formatUnits(holding.quantity))}
      </span>
      {option.lock === 'partiallyLocked' && (
        <span>
          {text.available(formatRupees(option.availableValue))} (
          {text.partlyLocked(formatRupees(lockedValue(holding).toFixed(2)))})
        </span>
      )}
      {option.lock === 'fullyLocked' && <span>{text.lockedHint}</span>}
      {option.lock !== 'fullyLocked' && promised && (
        <span>{option.selectable ? text.promised(formatUnits(holding.pendingQuantity)) : text.allPromised}</span>
      )}
    </Stack>
  );
}

/**
 * FOLIO (001 §2.13, §4.3): the fund's folios by current value; a fully locked one reads 'Locked'
 * and cannot be chosen, a partly locked one offers what is free of lock-in. Units promised to
 * orders in progress are said and left out of what is offered (issue 26); a folio with nothing
 * else left cannot be chosen.
 */
export function FolioStep({ actor }: { actor: RedemptionActor }) {
  const options = useSelector(actor, (s) => s.context.options);
  const folio = useSelector(actor, (s) => s.context.folio);
  const missing = useSelector(actor, (s) => s.context.folioMissing);
  return (
    <Stack gap="md">
      <Radio.Group
        label={text.legend}
        value={folio}
        onChange={(value) => actor.send({ type: 'folio.selected', folio: value })}
        error={missing ? text.chooseFolio : undefined}
      >
        <Stack gap="sm" mt="xs">
          {options.map((option) => (
            <Radio
              key={option.holding.folio}
              value={option.holding.folio}
              disabled={!option.selectable}
              label={<FolioLabel option={option} />}
              description={<FolioDescription option={option} />}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Group justify="flex-end">
        <Button onClick={() => actor.send({ type: 'folio.confirm' })}>{text.redeem}</Button>
      </Group>
    </Stack>
  );
}
