import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { SchemeDetails } from '../../../api/catalogue';
import { OrderButtons } from '../components/order-buttons';
import { SafeHtml } from '../components/safe-html';
import { NOT_AVAILABLE, detailsMessages as text } from '../messages';
import { orderSchemeOfDetails } from '../order-scheme';
import { schemeTypeLabel } from '../scheme-type-copy';

/** BUY when purchaseAllowed is Y; SIP when sipFlag is Y and the SIP rules have a status (000 §2.5). */
export function orderButtonsOf(scheme: SchemeDetails, isin: string) {
  return {
    scheme: { ...orderSchemeOfDetails(scheme), fundId: isin },
    canBuy: scheme.purchaseAllowed === 'Y',
    canSip: scheme.sipFlag === 'Y' && Boolean(scheme.sipDetails?.status),
  };
}

interface HeaderCardProps {
  scheme: SchemeDetails | undefined;
  isin: string;
  /** False on a phone, where BUY and SIP sit in the action bar instead. */
  withOrderButtons?: boolean;
}

/** Name, category, lock-in, objective, and BUY / SIP (000 §2.5). */
export function HeaderCard({ scheme, isin, withOrderButtons = true }: HeaderCardProps) {
  const facts = scheme?.schemeDetails;
  const lockIn = scheme?.lockInPeriod ?? 0;
  return (
    <Paper withBorder p="lg" radius="md">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={6} style={{ flex: 1, minWidth: 240 }}>
            <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
              {scheme?.schemeName ?? NOT_AVAILABLE}
            </Title>
            <Group gap="xs">
              <Text c="dimmed">
                {text.category}: {facts?.category || NOT_AVAILABLE}
              </Text>
              {scheme && <Badge variant="light">{schemeTypeLabel(scheme.schemeType)}</Badge>}
              {scheme && <Badge variant="outline">{scheme.gdos}</Badge>}
              {lockIn !== 0 && (
                // The spec writes it 'N days LockIn': not in Mantine's upper-cased badge style.
                <Badge color="orange" variant="light" tt="none">
                  {text.lockIn(lockIn)}
                </Badge>
              )}
            </Group>
          </Stack>
          {scheme && withOrderButtons && <OrderButtons {...orderButtonsOf(scheme, isin)} />}
        </Group>
        <div>
          <Text component="h2" size="sm" fw={700} m={0} mb={4}>
            {text.objective}
          </Text>
          <SafeHtml html={facts?.objective} headingLevel={3} />
        </div>
      </Stack>
    </Paper>
  );
}
