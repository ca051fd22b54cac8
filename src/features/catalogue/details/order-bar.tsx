import { Paper } from '@mantine/core';
import type { SchemeDetails } from '../../../api/catalogue';
import { OrderButtons } from '../components/order-buttons';
import { detailsMessages as text } from '../messages';
import { orderButtonsOf } from './header-card';

/**
 * The phone's action bar (issue 29): the details page is about 4,900 px tall on a phone, so SIP
 * and BUY stay at the foot of the screen however far the investor reads. It is the page's last
 * block, sticky to the bottom: at the end of the page it rests in place and covers nothing.
 */
export function OrderBar({ scheme, isin }: { scheme: SchemeDetails; isin: string }) {
  const buttons = orderButtonsOf(scheme, isin);
  if (!buttons.canBuy && !buttons.canSip) return null;
  return (
    <Paper
      component="section"
      aria-label={text.orderBar(scheme.schemeName)}
      pos="sticky"
      bottom={0}
      p="sm"
      withBorder
      shadow="md"
      radius="md"
      style={{ zIndex: 2 }}
    >
      <OrderButtons {...buttons} />
    </Paper>
  );
}
