import { Anchor, Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { LegalDocumentBody, type LegalDocumentName } from '../legal';
import { dashboardMessages as text } from './messages';

const titles: Record<LegalDocumentName, string> = { terms: text.terms, privacy: text.privacy };

/** The Terms of Use and Privacy Policy modal (000 §2.7), opened from a line under the cards. */
export function LegalLinks() {
  const [open, setOpen] = useState<LegalDocumentName | null>(null);
  return (
    <>
      <Text size="sm" c="dimmed">
        {text.legalIntro}{' '}
        <Anchor component="button" type="button" fz="sm" onClick={() => setOpen('terms')}>
          {text.terms}
        </Anchor>{' '}
        {text.legalAnd}{' '}
        <Anchor component="button" type="button" fz="sm" onClick={() => setOpen('privacy')}>
          {text.privacy}
        </Anchor>
        .
      </Text>
      <Modal
        opened={open !== null}
        onClose={() => setOpen(null)}
        title={open ? titles[open] : ''}
        size="xl"
        closeButtonProps={{ 'aria-label': text.closeDocument }}
      >
        {open && <LegalDocumentBody document={open} headingOrder={3} />}
        <Group justify="flex-end" mt="lg">
          <Button onClick={() => setOpen(null)}>{text.closeDocument}</Button>
        </Group>
      </Modal>
    </>
  );
}
