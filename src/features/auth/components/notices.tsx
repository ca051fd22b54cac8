import { Alert } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A failure the user has to act on: announced at once. */
export function FailureNotice({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <Alert color="red" title={title} icon={<IconAlertCircle size={18} aria-hidden="true" />} role="alert">
      {children}
    </Alert>
  );
}

/** Progress or information: announced politely. */
export function InfoNotice({ children }: { children: ReactNode }) {
  return (
    <Alert color="sanchayBlue" icon={<IconInfoCircle size={18} aria-hidden="true" />} role="status">
      {children}
    </Alert>
  );
}
