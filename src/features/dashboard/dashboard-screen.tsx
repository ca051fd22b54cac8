/**
 * /dashboard, 'Investment Overview' (000 §2.7): the investor's home. The counters and doughnuts
 * of their investments, where the account stands with the next onboarding step, the landing
 * cards, the Terms of Use and Privacy Policy modal, and an error kept in session storage shown
 * once. The dashboard modal (opened by the verification notice, Get Portfolio, the order modal's
 * mandate link and the end of onboarding, 000 §2.2) is the verification status modal, or the
 * external portfolio import when Get Portfolio set the external-flow flag; the bank's return after
 * a mandate authorisation opens the mandate result modal.
 */
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { signupStatusQueryOptions } from '../../api/account';
import { endExternalPortfolioFlow, isExternalPortfolioFlow } from '../../app/session/external-flow';
import { useCloseOnSessionEnd, useSessionUser } from '../../app/session/session-context';
import { displayName } from '../../lib/format';
import { ExternalPortfolioDashboardFlow } from '../external-portfolio';
import { MandateResultModal, type MandateReturn, VerificationModal } from '../verification';
import { AccountStatusPanel } from './account-status-panel';
import { InvestmentFigures } from './investment-figures';
import { LandingCards } from './landing-cards';
import { LegalLinks } from './legal-links';
import { dashboardMessages as text } from './messages';
import { StoredErrorModal } from './stored-error';

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
  // An ended session is on its way to Sign In: the modal goes at once, without a navigation of
  // its own (onCloseModal) that would race the one to /signin?error=Expired and lose it.
  const [sessionEnded, setSessionEnded] = useState(false);
  useCloseOnSessionEnd(useCallback(() => setSessionEnded(true), []));

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
      {modalOpen && !sessionEnded && isExternalPortfolioFlow() ? (
        <ExternalPortfolioDashboardFlow onEnd={endExternalPortfolioFlow} onClose={onCloseModal} />
      ) : (
        <VerificationModal opened={modalOpen && !sessionEnded} onClose={onCloseModal} />
      )}
      {mandateReturn && !sessionEnded && <MandateResultModal result={mandateReturn} onClose={onCloseModal} />}
    </Container>
  );
}
