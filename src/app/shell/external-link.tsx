import { Anchor, type AnchorProps, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { shellMessages } from './messages';

/** A link leaving the app: new tab, no opener, and a spoken hint that a tab opens. */
export function ExternalLink({ href, children, ...props }: AnchorProps & { href: string; children: ReactNode }) {
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <VisuallyHidden> {shellMessages.footer.opensInNewTab}</VisuallyHidden>
    </Anchor>
  );
}
