import { Text, Typography } from '@mantine/core';
import { sanitizeHtml } from '../../../lib/sanitize-html';
import { NOT_AVAILABLE } from '../messages';

/** Fund-house HTML after sanitising, or 'Not Available' when there is none. */
export function SafeHtml({ html }: { html: string | null | undefined }) {
  const clean = html ? sanitizeHtml(html) : '';
  if (!clean) return <Text c="dimmed">{NOT_AVAILABLE}</Text>;
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
    <Typography fz="sm" dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
