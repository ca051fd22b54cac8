import { Text, Typography } from '@mantine/core';
import { sanitizeHtml, shiftHeadings } from '../../../lib/sanitize-html';
import { NOT_AVAILABLE } from '../messages';
import classes from './safe-html.module.css';

/**
 * Fund-house HTML after sanitising, or 'Not Available' when there is none. Its headings start
 * at `headingLevel`, the level below the heading the text sits under, and all look alike.
 */
export function SafeHtml({ html, headingLevel }: { html: string | null | undefined; headingLevel: 3 | 4 }) {
  const clean = html ? sanitizeHtml(html) : '';
  if (!clean) return <Text c="dimmed">{NOT_AVAILABLE}</Text>;
  return (
    <Typography
      fz="sm"
      className={classes.fundText}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with DOMPurify just above
      dangerouslySetInnerHTML={{ __html: shiftHeadings(clean, headingLevel) }}
    />
  );
}
