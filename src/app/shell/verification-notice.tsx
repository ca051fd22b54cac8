import { Container, Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { showsVerificationNotice } from '../../../domain/signup-status';
import { AnchorLink } from '../../components/links';
import { useIsSignedIn, useSessionUser } from '../session/session-context';
import { shellMessages } from './messages';
import classes from './shell.module.css';

/**
 * 'Your account verification is being processed' with 'click here' (000 §2.2): for a signed-in
 * user who is not active and whose status is in the valid-notice list (000 §4.1). The link
 * opens the Dashboard with its modal. An active user never sees the notice, so the spec's
 * "does nothing when ACTIVE" needs no branch of its own.
 */
export function VerificationNotice() {
  const signedIn = useIsSignedIn();
  const status = useSessionUser()?.['custom:user_signup_status'];
  if (!showsVerificationNotice({ signedIn, status })) return null;
  return (
    <section className={classes.notice} aria-label={shellMessages.verificationNotice}>
      {/* Compact on phones: one or two short lines above the page, never a block of its own. */}
      <Container size="lg" py={{ base: 4, sm: 8 }}>
        <Group gap="xs" wrap="nowrap">
          <IconInfoCircle size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
          <Text fz={{ base: 'xs', sm: 'sm' }} lh={1.4}>
            {shellMessages.verificationNotice}{' '}
            <AnchorLink to="/dashboard" search={{ openModal: true }} fz="inherit" fw={600}>
              {shellMessages.verificationNoticeLink}
            </AnchorLink>
          </Text>
        </Group>
      </Container>
    </section>
  );
}
