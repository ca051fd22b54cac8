import {
  Alert,
  Box,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import Big from 'big.js';
import { gainsCsv } from '../../../domain/capital-gains';
import { type CapitalGains, capitalGainsQueryOptions } from '../../api/capital-gains';
import { AnchorLink } from '../../components/links';
import { formatDayMonthYear, formatRupees, formatUnits } from '../../lib/format';
import { gainColour } from '../../lib/gain-colour';
import { capitalGainsMessages as text } from './messages';

type Year = CapitalGains['years'][number];

/** Hands the statement to the browser as a file: the CSV is made here from the same figures the page shows. */
function downloadCsv(years: CapitalGains['years'], asOn: string) {
  const url = URL.createObjectURL(new Blob([gainsCsv(years)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `capital-gains-${asOn}.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

type Sale = Year['rows'][number];

/** Phones get a card per sale: eight columns do not fit 390 px, and a scrolled table hides half of them. */
const PHONE = '(max-width: 40em)';

/** DD-MM-YYYY (issue 29: one date style where the spec leaves it open); the wire text if unreadable. */
const saleDate = (value: string) => formatDayMonthYear(value) ?? value;

/** 'Folio 4817263/52 · OS-07', or just the folio when the sale has no order of its own. */
function SaleSource({ sale }: { sale: Sale }) {
  return (
    <Text size="xs" c="dimmed">
      {sale.orderRef ? `${text.folio(sale.folio)} · ${sale.orderRef}` : text.folio(sale.folio)}
    </Text>
  );
}

function YearHeader({ year }: { year: Year }) {
  return (
    <Group justify="space-between">
      <Title order={2} size="h4">
        {text.year(year.financialYear)}
      </Title>
      <Group gap="lg">
        <Text size="sm">
          {text.shortTerm}:{' '}
          <Text span fw={600} c={gainColour(year.shortTermGain)}>
            {formatRupees(year.shortTermGain)}
          </Text>
        </Text>
        <Text size="sm">
          {text.longTerm}:{' '}
          <Text span fw={600} c={gainColour(year.longTermGain)}>
            {formatRupees(year.longTermGain)}
          </Text>
        </Text>
      </Group>
    </Group>
  );
}

/** Issue 31: the year's estimated tax, what it used of the 112A exemption and what it carries forward. */
function YearTax({ year }: { year: Year }) {
  const { tax } = year;
  const figures = [
    { label: text.tax.estimated, value: formatRupees(tax.estimatedTax) },
    {
      label: text.tax.exemptionUsed,
      value: text.tax.exemptionOf(formatRupees(tax.exemptionUsed), formatRupees(tax.exemption)),
    },
    ...(Big(tax.notEstimated).gt(0)
      ? [{ label: text.tax.notEstimatedLabel, value: formatRupees(tax.notEstimated) }]
      : []),
    ...(Big(tax.shortTermLossCarriedForward).gt(0)
      ? [{ label: text.tax.shortLossCarried, value: formatRupees(tax.shortTermLossCarriedForward) }]
      : []),
    ...(Big(tax.longTermLossCarriedForward).gt(0)
      ? [{ label: text.tax.longLossCarried, value: formatRupees(tax.longTermLossCarriedForward) }]
      : []),
  ];
  return (
    <Stack gap={4} component="section" aria-label={text.tax.label(year.financialYear)}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs" verticalSpacing={4} component="dl" m={0}>
        {figures.map((figure) => (
          <Box key={figure.label}>
            <Text component="dt" size="xs" c="dimmed">
              {figure.label}
            </Text>
            <Text component="dd" size="sm" fw={600} m={0}>
              {figure.value}
            </Text>
          </Box>
        ))}
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {text.tax.note}
        {Big(tax.notEstimated).gt(0) && ` ${text.tax.notEstimated}`}
      </Text>
    </Stack>
  );
}

const rowKey = (sale: Sale) => `${sale.orderRef}|${sale.soldOn}|${sale.acquiredOn}|${sale.units}|${sale.cost}`;

/** The table's columns after the scheme, in its order; the cards label each with the same header. */
function saleFigures(sale: Sale) {
  const [, boughtOn, soldOn, units, cost, proceeds, gain, term] = text.columns;
  return [
    { label: boughtOn, value: saleDate(sale.acquiredOn) },
    { label: soldOn, value: saleDate(sale.soldOn) },
    { label: units, value: formatUnits(sale.units) },
    { label: cost, value: formatRupees(sale.cost) },
    { label: proceeds, value: formatRupees(sale.proceeds) },
    { label: gain, value: formatRupees(sale.gain), colour: gainColour(sale.gain) },
    { label: term, value: sale.term === 'LONG' ? text.longTerm : text.shortTerm },
  ];
}

function SaleCards({ year }: { year: Year }) {
  return (
    <Stack
      component="ul"
      aria-label={text.salesOf(year.financialYear)}
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {year.rows.map((sale) => (
        <Paper component="li" key={rowKey(sale)} withBorder radius="md" p="sm">
          <Stack gap="xs">
            <div>
              <Text fw={600} size="sm">
                {sale.schemeName}
              </Text>
              <SaleSource sale={sale} />
            </div>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} component="dl" m={0}>
              {saleFigures(sale).map((figure) => (
                <Box key={figure.label}>
                  <Text component="dt" size="xs" c="dimmed">
                    {figure.label}
                  </Text>
                  <Text component="dd" size="sm" m={0} c={figure.colour}>
                    {figure.value}
                  </Text>
                </Box>
              ))}
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

function SaleTable({ year }: { year: Year }) {
  const name = text.year(year.financialYear);
  return (
    // Between the phone cards and a page wide enough for 720 px the table scrolls: the region
    // takes focus so a keyboard can scroll it too (axe scrollable-region-focusable).
    <Table.ScrollContainer minWidth={720} type="native" tabIndex={0} role="region" aria-label={name}>
      <Table striped aria-label={name}>
        <Table.Thead>
          <Table.Tr>
            {text.columns.map((column) => (
              <Table.Th key={column}>{column}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {year.rows.map((sale) => (
            <Table.Tr key={rowKey(sale)}>
              <Table.Td>
                {sale.schemeName}
                <SaleSource sale={sale} />
              </Table.Td>
              {saleFigures(sale).map((figure) => (
                <Table.Td key={figure.label} c={figure.colour}>
                  {figure.value}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function YearSales({ year, phone }: { year: Year; phone: boolean }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <YearHeader year={year} />
        <YearTax year={year} />
        {phone ? <SaleCards year={year} /> : <SaleTable year={year} />}
      </Stack>
    </Paper>
  );
}

/**
 * /portfolio/capital-gains (beyond the spec): realised gains of every redemption, switch and
 * STP or SWP instalment by financial year, from the lots they sold (first in, first out), with
 * the statement as a CSV download.
 */
export function CapitalGainsScreen() {
  const query = useQuery(capitalGainsQueryOptions());
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <AnchorLink to="/portfolio" size="sm">
          {text.back}
        </AnchorLink>
        <Group justify="space-between">
          <Title order={1}>{text.title}</Title>
          {query.data && query.data.years.length > 0 && (
            <Button
              leftSection={<IconDownload size={16} aria-hidden="true" />}
              onClick={() => downloadCsv(query.data.years, query.data.asOn)}
            >
              {text.download}
            </Button>
          )}
        </Group>
        <Text c="dimmed" size="sm">
          {text.intro}
        </Text>
        {query.isPending && (
          <Center py="xl">
            <Loader size="sm" role="status" aria-label={text.loading} />
          </Center>
        )}
        {query.isError && (
          <Alert color="red" role="alert" title={text.failed}>
            {query.error.message}
          </Alert>
        )}
        {query.data?.years.length === 0 && <Text>{text.empty}</Text>}
        {query.data?.years.map((year) => (
          <YearSales key={year.financialYear} year={year} phone={phone} />
        ))}
      </Stack>
    </Container>
  );
}
