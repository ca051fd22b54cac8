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
      <Container size="lg" py={8}>
        <Group gap="xs" wrap="nowrap">
          <IconInfoCircle size={18} aria-hidden="true" />
          <Text fz="sm">
            {shellMessages.verificationNotice}{' '}
            <AnchorLink to="/dashboard" search={{ openModal: true }} fz="sm" fw={600}>
              {shellMessages.verificationNoticeLink}
            </AnchorLink>
          </Text>
        </Group>
      </Container>
    </section>
  );
}
