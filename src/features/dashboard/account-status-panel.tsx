import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { onboardingResumePath } from '../../../domain/onboarding-resume';
import { isActiveStatus, showsCreateAccount } from '../../../domain/signup-status';
import { ButtonLink } from '../../components/links';
import { statusInWords, stepInWords, dashboardMessages as text } from './messages';

/**
 * Where the account stands and what comes next. The next step follows the same rule as
 * Create Account (000 §4.1); statuses that hide Create Account are with the exchange or
 * waiting on the investor's e-mail, so they offer no step.
 */
export function AccountStatusPanel({ status }: { status: string | null }) {
  const navigate = useNavigate();
  const active = isActiveStatus(status);
  const nextStep = showsCreateAccount(status) ? onboardingResumePath(status) : null;
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
