import { Badge, Button, Collapse, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useId, useState } from 'react';
import type { NfoEntry } from '../../../api/catalogue';
import { formatDayMonthYear, formatNav, formatRupees } from '../../../lib/format';
import { OrderButtons } from '../components/order-buttons';
import { RiskText } from '../components/risk-text';
import { SafeHtml } from '../components/safe-html';
import { NOT_AVAILABLE, nfoMessages as text } from '../messages';
import { orderSchemeOfNfo } from '../order-scheme';
import { schemeTypeLabel } from '../scheme-type-copy';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} fw={500}>
        {children}
      </Text>
    </div>
  );
}

/** One NFO (000 §2.4): name, type, dates, Closing Soon, BUY / SIP, and More Info. */
export function NfoCard({ entry }: { entry: NfoEntry }) {
  const { scheme, nav, soon } = entry;
  const [expanded, setExpanded] = useState(false);
  const titleId = useId();
  const panelId = useId();

  return (
    <Paper component="article" withBorder p="md" radius="md" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={6}>
            <Title order={2} fz="lg" id={titleId}>
              {scheme.schemeName}
            </Title>
            <Group gap="xs">
              <Badge variant="light">{schemeTypeLabel(scheme.schemeType)}</Badge>
              {soon && (
                <Badge color="red.9" variant="filled">
                  {text.closingSoon}
                </Badge>
              )}
            </Group>
          </Stack>
          <OrderButtons
            scheme={orderSchemeOfNfo(scheme)}
            canBuy={scheme.purchaseAllowed === 'Y'}
            canSip={scheme.sipFlag === 'Y'}
          />
        </Group>
        <SimpleGrid component="dl" cols={{ base: 2, sm: 3 }} m={0}>
          <Fact label={text.schemeType}>{schemeTypeLabel(scheme.schemeType)}</Fact>
          <Fact label={text.startDate}>{formatDayMonthYear(scheme.startDate) ?? NOT_AVAILABLE}</Fact>
          <Fact label={text.endDate}>{formatDayMonthYear(scheme.endDate) ?? NOT_AVAILABLE}</Fact>
        </SimpleGrid>
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={expanded}
            aria-controls={panelId}
            rightSection={
              expanded ? (
                <IconChevronUp size={14} aria-hidden="true" />
              ) : (
                <IconChevronDown size={14} aria-hidden="true" />
              )
            }
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? text.lessInfo : text.moreInfo}
          </Button>
        </Group>
        <Collapse expanded={expanded} id={panelId}>
          <Stack gap="sm" pt="xs">
            <div>
              <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                {text.objective}
              </Text>
              <SafeHtml html={scheme.schemeDetails.objective} headingLevel={3} />
            </div>
            <SimpleGrid component="dl" cols={{ base: 1, sm: 3 }} m={0}>
              <Fact label={text.riskometer}>
                <RiskText riskometer={scheme.schemeDetails.riskometerLaunch} />
              </Fact>
              <Fact label={text.nav}>{nav ? formatNav(nav.navValue) : NOT_AVAILABLE}</Fact>
              <Fact label={text.minInvestment}>{formatRupees(scheme.minimumPurchaseAmount)}</Fact>
            </SimpleGrid>
          </Stack>
        </Collapse>
      </Stack>
    </Paper>
  );
}
