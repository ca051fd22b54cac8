import { Alert, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useSelector } from '@xstate/react';
import Big from 'big.js';
import type { FormEvent } from 'react';
import { freeUnits } from '../../../domain/redemption';
import { selectedHolding, unitsMessage } from '../../../machines/redemption.machine';
import { WholeNumberInput } from '../../components/whole-number-input';
import { formatUnits } from '../../lib/format';
import { detailsStepMessages as text } from './messages';
import type { RedemptionActor } from './redemption-actor';

/** A quantity as the hint shows it: no trailing zeros. */
const plain = (units: string) => new Big(units).toString();

/**
 * DETAILS (001 §4.3, §5): redeem-all (on: every free unit of the folio) or the units, whole
 * digits within the scheme's limits; Submit places the redemption.
 */
export function DetailsStep({ actor }: { actor: RedemptionActor }) {
  const holding = useSelector(actor, (s) => selectedHolding(s.context));
  const redeemAll = useSelector(actor, (s) => s.context.redeemAll);
  const units = useSelector(actor, (s) => s.context.units);
  const error = useSelector(actor, (s) => unitsMessage(s.context));
  const insufficient = useSelector(actor, (s) => s.context.insufficient);
  const placing = useSelector(actor, (s) => s.matches('placing'));
  if (!holding) return null;
  const maximum = new Big(holding.maximumRedemptionQty).gt(0) ? plain(holding.maximumRedemptionQty) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'redemption.submit' });
  };
  return (
    <form noValidate onSubmit={submit} aria-label={text.formLabel}>
      <Stack gap="md">
        <div>
          <Text fw={600} size="sm">
            {text.folio(holding.folio)}
          </Text>
          <Text size="sm" c="dimmed">
            {text.freeUnits(formatUnits(freeUnits(holding).toFixed(4)))}
          </Text>
        </div>
        {insufficient && (
          <Alert color="red" variant="light" role="alert">
            {text.insufficient}
          </Alert>
        )}
        <Checkbox
          label={text.redeemAll}
          checked={redeemAll}
          disabled={placing}
          onChange={(event) => actor.send({ type: 'redeemAll.changed', checked: event.currentTarget.checked })}
        />
        <WholeNumberInput
          label={text.units}
          kind="units"
          withAsterisk={!redeemAll}
          description={text.unitsHint(plain(holding.minimumRedemptionQty), maximum)}
          value={units}
          placeholder={redeemAll ? text.allUnits : undefined}
          error={error}
          disabled={redeemAll || placing}
          onDigits={(value) => actor.send({ type: 'units.changed', value })}
        />
        <Group justify="space-between">
          <Button variant="default" disabled={placing} onClick={() => actor.send({ type: 'step.previous' })}>
            {text.back}
          </Button>
          <Button type="submit" loading={placing}>
            {text.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
