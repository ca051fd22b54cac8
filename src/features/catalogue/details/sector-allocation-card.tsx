import { Box, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { sectorSplit } from '../../../../domain/sector-split';
import type { PortfolioBean } from '../../../api/catalogue';
import { truncateName } from '../../../lib/format';
import { sectorColour } from '../charts/chart-colours';
import { SectorChart } from '../charts/lazy-charts';
import { detailsMessages as text } from '../messages';

/** Top sectors plus 'Other' as a doughnut with its legend (000 §2.5, §9). */
export function SectorAllocationCard({ holdings }: { holdings: readonly PortfolioBean[] }) {
  const slices = sectorSplit(holdings);
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {text.sectorAllocation}
        </Title>
        {slices.length === 0 ? (
          <Text c="dimmed">{text.sectorEmpty}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl" maw={760}>
            <SectorChart
              slices={slices}
              summary={text.sectorChartSummary(slices.map((s) => `${s.name} ${s.allocation}%`).join(', '))}
            />
            <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none', alignSelf: 'center' }}>
              {slices.map((slice, index) => (
                <Group component="li" key={slice.name} gap="xs" wrap="nowrap">
                  <Box w={12} h={12} style={{ borderRadius: 3, background: sectorColour(index), flexShrink: 0 }} />
                  <Text size="sm" title={slice.name} style={{ flex: 1 }}>
                    {truncateName(slice.name)}
                  </Text>
                  <Text size="sm" fw={600}>
                    {slice.allocation}%
                  </Text>
                </Group>
              ))}
            </Stack>
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  );
}
