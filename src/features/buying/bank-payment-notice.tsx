import { Affix, Alert, Text } from '@mantine/core';
import { AnchorLink } from '../../components/links';
import { orderReference } from '../../lib/format';
import { bankPaymentNoticeMessages as text } from './messages';

/**
 * After net banking opened the bank's page and the order modal closed (000 §4.3), the fund page
 * says where the payment goes on and where to follow the order. It stays in view, over the page,
 * until dismissed.
 */
export function BankPaymentNotice({ orderId, onDismiss }: { orderId: number; onDismiss: () => void }) {
  return (
    <Affix position={{ bottom: 16, right: 16 }} w="min(440px, calc(100vw - 32px))">
      <Alert
        role="status"
        variant="filled"
        color="sanchayBlue"
        title={text.title}
        withCloseButton
        closeButtonLabel={text.dismiss}
        onClose={onDismiss}
        style={{ boxShadow: 'var(--mantine-shadow-md)' }}
      >
        <Text size="sm" c="inherit">
          {text.body(orderReference(orderId))}
          <AnchorLink to="/orderstatus" c="inherit" fw={700} underline="always">
            {text.link}
          </AnchorLink>
          .
        </Text>
      </Alert>
    </Affix>
  );
}
