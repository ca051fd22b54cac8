/**
 * /dashboard, 'Investment Overview' (000 §2.7): the investor's home. The counters and doughnuts
 * of their investments, where the account stands with the next onboarding step, the landing
 * cards, the Terms of Use and Privacy Policy modal, and an error kept in session storage shown
 * once. Which dashboard modal is shown (the verification status modal, the external portfolio
 * import, the mandate result modal, or none) is machines/dashboard-modal.machine.ts's to say
 * (./use-dashboard-modal.ts); this only draws it, loading it first (./dashboard-modals.tsx).
 */
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { signupStatusQueryOptions } from '../../api/account';
import { useSessionUser } from '../../app/session/session-context';
import { displayName } from '../../lib/format';
import type { MandateReturn } from '../verification';
import { AccountStatusPanel } from './account-status-panel';
import { DashboardModals, usePreloadDashboardModals } from './dashboard-modals';
import { InvestmentFigures } from './investment-figures';
import { LandingCards } from './landing-cards';
import { LegalLinks } from './legal-links';
import { dashboardMessages as text } from './messages';
import { StoredErrorModal } from './stored-error';
import { useDashboardModal } from './use-dashboard-modal';

interface DashboardScreenProps {
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
  const modal = useDashboardModal({ modalOpen, mandateReturned: mandateReturn !== null, onCloseModal });
  usePreloadDashboardModals();

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{text.title}</Title>
          {user && <Text fz="lg">{text.greeting(displayName(user.name ?? user.email))}</Text>}
        </Stack>
        <InvestmentFigures />
        <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="dashboard-account">
          <Stack gap="sm">
            <Title order={2} fz="h3" id="dashboard-account">
              {text.accountHeading}
            </Title>
            <AccountStatusPanel status={status} />
          </Stack>
        </Paper>
        <LandingCards />
        <LegalLinks />
      </Stack>
      <StoredErrorModal />
      <DashboardModals
        shown={modal.shown}
        mandateReturn={mandateReturn}
        close={modal.close}
        importEnded={modal.importEnded}
      />
    </Container>
  );
}
