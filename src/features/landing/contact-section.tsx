import { Anchor, Button, Container, Grid, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useRef, useState } from 'react';
import { config } from '../../app/config';
import classes from './landing.module.css';
import { landingMessages } from './messages';
import { telHref } from './tel-href';

const { contact } = landingMessages;

/**
 * The form (with its state machine and API client) is a chunk of its own that starts
 * loading as soon as the page renders, so the landing page's first paint stays within
 * its JavaScript budget.
 */
const ContactForm = lazy(() => import('../contact').then((module) => ({ default: module.ContactForm })));

/** The modal (and Mantine's scroll lock) loads when the visitor points at or focuses Call Us. */
const loadCallUsModal = () => import('./call-us-modal');
const CallUsModal = lazy(() => loadCallUsModal().then((module) => ({ default: module.CallUsModal })));

export function ContactSection() {
  const [callUsOpened, callUs] = useDisclosure(false);
  // Mounted from the first opening on, so that closing can play its transition.
  const [callUsMounted, setCallUsMounted] = useState(false);
  const callUsButton = useRef<HTMLButtonElement>(null);
  const openCallUs = () => {
    setCallUsMounted(true);
    callUs.open();
  };
  return (
    <section className={`${classes.section} ${classes.muted}`} aria-labelledby="landing-contact-title" id="contact">
      <Container size="lg" py={64}>
        <Title order={2} id="landing-contact-title">
          {contact.title}
        </Title>
        <Text c="gray.7" mt="xs" maw={720}>
          {contact.body}
        </Text>
        <Grid gap="xl" mt="xl">
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Paper withBorder p="lg">
              <Suspense fallback={<Skeleton height={380} aria-hidden="true" />}>
                <ContactForm />
              </Suspense>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Paper withBorder p="lg" component="address" fs="normal">
              <Stack gap="lg">
                <Title order={3} fz="lg">
                  {contact.detailsTitle}
                </Title>
                <ContactDetail icon={<IconMapPin size={20} />} label={contact.addressLabel}>
                  {config.brand.officeAddress}
                </ContactDetail>
                <ContactDetail icon={<IconPhone size={20} />} label={contact.phoneLabel}>
                  <Anchor href={telHref(config.brand.supportPhone)}>{config.brand.supportPhone}</Anchor>
                </ContactDetail>
                <ContactDetail icon={<IconMail size={20} />} label={contact.emailLabel}>
                  <Anchor href={`mailto:${config.brand.supportEmail}`}>{config.brand.supportEmail}</Anchor>
                </ContactDetail>
                <Text c="gray.7" fz="sm">
                  {contact.hours}
                </Text>
                <Group>
                  <Button
                    ref={callUsButton}
                    variant="light"
                    leftSection={<IconPhone size={18} aria-hidden="true" />}
                    onClick={openCallUs}
                    onPointerEnter={loadCallUsModal}
                    onFocus={loadCallUsModal}
                  >
                    {contact.callUs}
                  </Button>
                </Group>
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
      {callUsMounted && (
        <Suspense fallback={null}>
          <CallUsModal opened={callUsOpened} onClose={callUs.close} onClosed={() => callUsButton.current?.focus()} />
        </Suspense>
      )}
    </section>
  );
}

function ContactDetail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group gap="sm" align="flex-start" wrap="nowrap">
      <ThemeIcon variant="light" size={36} radius="xl" aria-hidden="true">
        {icon}
      </ThemeIcon>
      <div>
        <Text fz="sm" fw={600}>
          {label}
        </Text>
        <Text component="div">{children}</Text>
      </div>
    </Group>
  );
}
