import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { furthestOnboardingStep, ONBOARDING_FINISHED, onboardingResumePath } from '../../../domain/onboarding-resume';
import { isActiveStatus, showsCreateAccount } from '../../../domain/signup-status';
import { ButtonLink } from '../../components/links';
import { statusInWords, stepInWords, dashboardMessages as text } from './messages';

/**
 * Where the account stands and what comes next. The next step follows the same rule as
 * Create Account (000 §4.1); statuses that hide Create Account are with the exchange or
 * waiting on the investor's e-mail, so they offer no step. Once the exchange has the client
 * (000 §4.4) what is left is authorising ELOG and the mandate, in the verification modal.
 */
export function AccountStatusPanel({ status }: { status: string | null }) {
  const navigate = useNavigate();
  const active = isActiveStatus(status);
  const withExchange = !active && status?.startsWith('BSE_') === true;
  const onboarding = furthestOnboardingStep(status) !== ONBOARDING_FINISHED;
  const nextStep = onboarding && showsCreateAccount(status) ? onboardingResumePath(status) : null;
  return (
    <Stack gap="sm">
      <Group gap="xs">
        <Text fw={600}>{text.statusLabel}:</Text>
        <Badge color={active ? 'green' : 'yellow'} variant="filled" autoContrast size="lg">
          {statusInWords(status)}
        </Badge>
      </Group>
      {active ? (
        <>
          <Text>{text.verified}</Text>
          <Group>
            <ButtonLink to="/explore" variant="light">
              {text.exploreFunds}
            </ButtonLink>
          </Group>
        </>
      ) : withExchange ? (
        <>
          <Text>{text.authoriseIntro}</Text>
          <Group>
            <Button onClick={() => void navigate({ to: '/dashboard', search: { openModal: true } })}>
              {text.openVerification}
            </Button>
          </Group>
        </>
      ) : nextStep ? (
        <>
          <Text>{text.onboardingIntro}</Text>
          <Text>
            <Text component="span" fw={600}>
              {text.nextStepLabel}:
            </Text>{' '}
            {stepInWords(nextStep)}
          </Text>
          <Group>
            {/* The onboarding pages are addressed by path: they arrive with the onboarding issue. */}
            <Button onClick={() => void navigate({ href: nextStep })}>{text.continueOnboarding}</Button>
          </Group>
        </>
      ) : (
        <>
          <Text>{text.processing}</Text>
          <Text fz="sm" c="dimmed">
            {text.processingDetail}
          </Text>
        </>
      )}
    </Stack>
  );
}
