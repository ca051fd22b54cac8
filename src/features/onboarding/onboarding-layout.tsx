import { Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Outlet, useNavigate, useRouter } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { isActiveStatus, isRegisteredWithExchange } from '../../../domain/signup-status';
import type { onboardingMachine } from '../../../machines/onboarding.machine';
import { inspect } from '../../app/inspector';
import { useSessionUser } from '../../app/session/session-context';
import { ButtonLink } from '../../components/links';
import { appOnboardingMachine } from './app-onboarding-machine';
import { rememberFullName, storedFullName } from './full-name-storage';
import { onboardingMessages as text } from './messages';
import { OnboardingProvider } from './onboarding-context';
import { useRefreshSession } from './use-refresh-session';

interface OnboardingLayoutProps {
  /** The onboarding machine with its calls; tests hand in one whose calls they settle. */
  machine?: typeof onboardingMachine;
  /** Today, for the date-of-birth rules; the app's clock unless a test fixes it. */
  today?: () => Date;
}

/**
 * Wraps every onboarding route: one onboarding actor per visit to the area, shared with the
 * step routes through the onboarding context. The actor sends the address to the step it
 * opens (`goTo`) and renews the session after each saved step; once onboarding is complete
 * the finished screen replaces the steps.
 */
export function OnboardingLayout({ machine: providedMachine, today = () => new Date() }: OnboardingLayoutProps) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const router = useRouter();
  const refreshSession = useRefreshSession();
  const [machine] = useState(() =>
    (providedMachine ?? appOnboardingMachine).provide({
      actions: {
        goTo: (_, { path, replace }) => {
          if (router.state.location.pathname !== path) void navigate({ href: path, replace });
        },
        refreshSession: () => refreshSession(),
      },
    }),
  );
  const actor = useActorRef(machine, {
    input: { email: user?.email ?? '', today: today(), fullName: storedFullName() },
    inspect,
  });
  const finished = useSelector(actor, (s) => s.matches('finished'));
  const fullName = useSelector(actor, (s) => s.context.fullName);
  useEffect(() => {
    if (fullName) rememberFullName(fullName);
  }, [fullName]);

  return <OnboardingProvider actor={actor}>{finished ? <OnboardingComplete /> : <Outlet />}</OnboardingProvider>;
}

/**
 * 000 §4.1: the e-mail is verified; nothing is left to fill in. What is still to do before the
 * account is VERIFIED (000 §4.4) follows the session's signup status, renewed after the e-mail
 * step: the exchange's registration until it has the client, then ELOG and the mandate. Its link
 * opens the verification modal, where those are done.
 */
function OnboardingComplete() {
  const status = useSessionUser()?.['custom:user_signup_status'] ?? null;
  const verified = isActiveStatus(status);
  const steps = [
    ...(isRegisteredWithExchange(status) ? [] : [text.toDo.registration]),
    text.toDo.elog,
    text.toDo.mandate,
  ];
  return (
    <Container size={720} py={40}>
      <Paper withBorder p="xl" radius="md">
        <Stack gap="md" align="flex-start">
          <Title order={1}>{text.completeTitle}</Title>
          <Text>{text.complete}</Text>
          {verified ? (
            <Text>{text.verified}</Text>
          ) : (
            <>
              <Text id="onboarding-to-do" fw={600}>
                {text.toDoLabel}
              </Text>
              <List aria-labelledby="onboarding-to-do" type="ordered" spacing={4}>
                {steps.map((step) => (
                  <List.Item key={step}>{step}</List.Item>
                ))}
              </List>
              <Text>{text.toDoWhere}</Text>
            </>
          )}
          <ButtonLink to="/dashboard" search={{ openModal: true }}>
            {text.dashboardLink}
          </ButtonLink>
        </Stack>
      </Paper>
    </Container>
  );
}
