/**
 * 000 §2.7 "An error message kept in session storage is shown once in a modal": a flow that
 * ends away from the dashboard (a partner page's return, a failed redirect) keeps its message
 * under DASHBOARD_ERROR_KEY; the dashboard takes it out as it shows it, so it is shown once.
 */
import { Button, Group, Modal, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { dashboardMessages as text } from './messages';

export const DASHBOARD_ERROR_KEY = 'errorMessage';

type ErrorStorage = Pick<Storage, 'getItem' | 'removeItem'>;

/** The kept message, removed as it is read; null when there is none. */
function takeDashboardError(storage: ErrorStorage = window.sessionStorage): string | null {
  const message = storage.getItem(DASHBOARD_ERROR_KEY);
  storage.removeItem(DASHBOARD_ERROR_KEY);
  return message?.trim() ? message : null;
}

export function StoredErrorModal() {
  const [message, setMessage] = useState<string | null>(null);
  useEffect(() => {
    // Strict mode runs this twice: the second run finds nothing and must not hide the first's message.
    const taken = takeDashboardError();
    if (taken) setMessage(taken);
  }, []);
  return (
    <Modal opened={message !== null} onClose={() => setMessage(null)} title={text.errorTitle} centered>
      <Text role="alert">{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={() => setMessage(null)}>{text.close}</Button>
      </Group>
    </Modal>
  );
}
