import { Box, Group, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { OrderListRow } from '../../api/order-status';
import { orderReference } from '../../lib/format';
import { InfoPopover } from './info-popover';
import { orderStatusMessages as text } from './messages';
import { amountOrUnits, orderSchemeLabel, orderTypeLabel, placedOnText, remarksText } from './order-row-text';
import { OrderStatusBadge } from './order-status-badge';

/** The page heading names the table. */
export const ORDER_SUMMARY_TITLE_ID = 'order-summary-title';

interface OrderTableProps {
  orders: readonly OrderListRow[];
  /** Set while another page loads: the rows on screen are the previous page's. */
  busy: boolean;
}

/** Below Mantine's `sm` breakpoint (phones) seven columns would scroll sideways: a card per order instead. */
const PHONE = '(max-width: 47.99em)';

/**
 * The 'Order Summary' table (001 §2.14): one row per order, columns in the spec's order. On a
 * phone the same orders read as a list of cards, amount, date and status in view without scrolling.
 */
export function OrderTable(props: OrderTableProps) {
  const phone = useMediaQuery(PHONE, false, { getInitialValueInEffect: false });
  return phone ? <OrderCards {...props} /> : <OrderRowsTable {...props} />;
}

function OrderRowsTable({ orders, busy }: OrderTableProps) {
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table striped verticalSpacing="sm" aria-labelledby={ORDER_SUMMARY_TITLE_ID} aria-busy={busy || undefined}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{text.columns.reference}</Table.Th>
            <Table.Th scope="col">{text.columns.scheme}</Table.Th>
            <Table.Th scope="col">{text.columns.orderType}</Table.Th>
            <Table.Th scope="col" ta="right">
              {text.columns.amount}
            </Table.Th>
            <Table.Th scope="col">{text.columns.placedOn}</Table.Th>
            <Table.Th scope="col">{text.columns.status}</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>{text.columns.remarks}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <OrderRow key={order.orderId} order={order} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function PlacedOnText({ placedOn }: { placedOn: string }) {
  const when = placedOnText(placedOn);
  return when ? (
    <time dateTime={when.iso} style={{ whiteSpace: 'nowrap' }}>
      {when.date}{' '}
      <Text span size="sm" c="dimmed">
        {when.time}
      </Text>
    </time>
  ) : (
    '—'
  );
}

function OrderRow({ order }: { order: OrderListRow }) {
  const reference = orderReference(order.orderId);
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={600}>
        {reference}
      </Table.Th>
      <Table.Td>{orderSchemeLabel(order)}</Table.Td>
      <Table.Td>{orderTypeLabel(order.orderType)}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {amountOrUnits(order)}
      </Table.Td>
      <Table.Td>
        <PlacedOnText placedOn={order.placedOn} />
      </Table.Td>
      {/* The badge's label is not clipped, so the column takes the width of its longest status. */}
      <Table.Td>
        <OrderStatusBadge status={order.status} />
      </Table.Td>
      <Table.Td>
        <InfoPopover label={text.remarksLabel(reference)} text={remarksText(order.remarks)} />
      </Table.Td>
    </Table.Tr>
  );
}

/** The phone layout: each order a card headed by its reference and status, the other columns as a description list. */
function OrderCards({ orders, busy }: OrderTableProps) {
  return (
    <Stack
      component="ul"
      aria-labelledby={ORDER_SUMMARY_TITLE_ID}
      aria-busy={busy || undefined}
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {orders.map((order) => (
        <OrderCard key={order.orderId} order={order} />
      ))}
    </Stack>
  );
}

function OrderCard({ order }: { order: OrderListRow }) {
  const reference = orderReference(order.orderId);
  const figures = [
    { label: text.columns.amount, value: amountOrUnits(order) },
    { label: text.columns.orderType, value: orderTypeLabel(order.orderType) },
    { label: text.columns.placedOn, value: <PlacedOnText placedOn={order.placedOn} />, wide: true },
  ];
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={reference}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={700} size="sm">
            {reference}
          </Text>
          <Group gap={4} wrap="nowrap">
            <OrderStatusBadge status={order.status} />
            <InfoPopover label={text.remarksLabel(reference)} text={remarksText(order.remarks)} />
          </Group>
        </Group>
        <Text size="sm">{orderSchemeLabel(order)}</Text>
        <SimpleGrid cols={2} spacing="xs" verticalSpacing={4} component="dl" m={0}>
          {figures.map((figure) => (
            <Box key={figure.label} style={figure.wide ? { gridColumn: '1 / -1' } : undefined}>
              <Text component="dt" size="xs" c="dimmed">
                {figure.label}
              </Text>
              <Text component="dd" size="sm" m={0}>
                {figure.value}
              </Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
