import { Alert, Button, Center, Container, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { gainsCsv } from '../../../domain/capital-gains';
import { type CapitalGains, capitalGainsQueryOptions } from '../../api/capital-gains';
import { AnchorLink } from '../../components/links';
import { formatRupees, formatUnits } from '../../lib/format';
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

function YearTable({ year }: { year: Year }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
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
        <Table.ScrollContainer minWidth={720}>
          <Table striped aria-label={text.year(year.financialYear)}>
            <Table.Thead>
              <Table.Tr>
                {text.columns.map((column) => (
                  <Table.Th key={column}>{column}</Table.Th>
                ))}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {year.rows.map((row) => (
                <Table.Tr key={`${row.orderRef}|${row.soldOn}|${row.acquiredOn}|${row.units}|${row.cost}`}>
                  <Table.Td>
                    {row.schemeName}
                    <Text size="xs" c="dimmed">
                      {text.folio(row.folio)} · {row.orderRef}
                    </Text>
                  </Table.Td>
                  <Table.Td>{row.acquiredOn}</Table.Td>
                  <Table.Td>{row.soldOn}</Table.Td>
                  <Table.Td>{formatUnits(row.units)}</Table.Td>
                  <Table.Td>{formatRupees(row.cost)}</Table.Td>
                  <Table.Td>{formatRupees(row.proceeds)}</Table.Td>
                  <Table.Td c={gainColour(row.gain)}>{formatRupees(row.gain)}</Table.Td>
                  <Table.Td>{row.term === 'LONG' ? text.longTerm : text.shortTerm}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
          <YearTable key={year.financialYear} year={year} />
        ))}
      </Stack>
    </Container>
  );
}
