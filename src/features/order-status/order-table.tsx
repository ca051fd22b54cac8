import { Table, Text, VisuallyHidden } from '@mantine/core';
import type { OrderListRow } from '../../api/order-status';
import { orderReference } from '../../lib/format';
import { InfoPopover } from './info-popover';
import { orderStatusMessages as text } from './messages';
import { amountOrUnits, orderTypeLabel, placedOnText, remarksText } from './order-row-text';
import { OrderStatusBadge } from './order-status-badge';
import type { SchemeCell } from './use-scheme-labels';

/** The page heading names the table. */
export const ORDER_SUMMARY_TITLE_ID = 'order-summary-title';

interface OrderTableProps {
  orders: readonly OrderListRow[];
  schemeOf: (fundId: string) => SchemeCell;
  /** Set while another page loads: the rows on screen are the previous page's. */
  busy: boolean;
}

/** The 'Order Summary' table (001 §2.14): one row per order, columns in the spec's order. */
export function OrderTable({ orders, schemeOf, busy }: OrderTableProps) {
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
            <OrderRow key={order.orderId} order={order} scheme={schemeOf(order.fundId)} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OrderRow({ order, scheme }: { order: OrderListRow; scheme: SchemeCell }) {
  const reference = orderReference(order.orderId);
  const when = placedOnText(order.placedOn);
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={600}>
        {reference}
      </Table.Th>
      <Table.Td>
        {scheme.loading ? (
          <Text size="sm" c="dimmed">
            {text.loadingScheme}
          </Text>
        ) : (
          scheme.label
        )}
      </Table.Td>
      <Table.Td>{orderTypeLabel(order.orderType)}</Table.Td>
      <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
        {amountOrUnits(order)}
      </Table.Td>
      <Table.Td>
        {when ? (
          <time dateTime={when.iso} style={{ whiteSpace: 'nowrap' }}>
            {when.date}{' '}
            <Text span size="sm" c="dimmed">
              {when.time}
            </Text>
          </time>
        ) : (
          '—'
        )}
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
