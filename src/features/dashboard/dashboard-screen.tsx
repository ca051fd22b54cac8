/**
 * /dashboard, 'Investment Overview' (000 §2.7): the investor's home. This release shows who is
 * signed in and where the account stands, with the next onboarding step; the counters and
 * charts come with holdings. The dashboard modal (opened by the verification notice, the order
 * modal's mandate link and the end of onboarding, 000 §2.2) is the verification status modal;
 * the bank's return after a mandate authorisation opens the mandate result modal.
 */
import { Container, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { signupStatusQueryOptions } from '../../api/account';
import { useCloseOnSessionEnd, useSessionUser } from '../../app/session/session-context';
import { displayName } from '../../lib/format';
import { MandateResultModal, type MandateReturn, VerificationModal } from '../verification';
import { AccountStatusPanel } from './account-status-panel';
import { isExternalPortfolioFlow } from './external-flow';
import { dashboardMessages as text } from './messages';

export interface DashboardScreenProps {
  modalOpen: boolean;
  onCloseModal: () => void;
  /** The bank's return after a mandate authorisation (000 §2.7 `status` and `message`). */
  mandateReturn?: MandateReturn | null;
}

export function DashboardScreen({ modalOpen, onCloseModal, mandateReturn = null }: DashboardScreenProps) {
  const user = useSessionUser();
  const serverStatus = useQuery(signupStatusQueryOptions());
  // The server's status is the truth; until it answers (or if it cannot) the token's copy stands in.
  const status = serverStatus.data ?? user?.['custom:user_signup_status'] ?? null;
  useCloseOnSessionEnd(onCloseModal);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{text.title}</Title>
          {user && <Text fz="lg">{text.greeting(displayName(user.name ?? user.email))}</Text>}
        </Stack>
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="dashboard-account">
          <Stack gap="sm">
            <Title order={2} fz="h3" id="dashboard-account">
              {text.accountHeading}
            </Title>
            <AccountStatusPanel status={status} />
          </Stack>
        </Paper>
      </Stack>
      {isExternalPortfolioFlow() ? (
        <Modal opened={modalOpen} onClose={onCloseModal} title={text.modalTitle} centered>
          <AccountStatusPanel status={status} />
        </Modal>
      ) : (
        <VerificationModal opened={modalOpen} onClose={onCloseModal} />
      )}
      {mandateReturn && <MandateResultModal result={mandateReturn} onClose={onCloseModal} />}
    </Container>
  );
}
