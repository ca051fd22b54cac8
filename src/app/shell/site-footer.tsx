import { Container, Divider, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandInstagram, IconBrandLinkedin, IconBrandX, IconBrandYoutube } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { BrandLogo } from '../../components/brand-logo';
import { AnchorLink } from '../../components/links';
import { ExternalLink } from './external-link';
import { shellMessages } from './messages';
import classes from './shell.module.css';

const { footer } = shellMessages;

const socialIcons = {
  X: IconBrandX,
  LinkedIn: IconBrandLinkedin,
  Instagram: IconBrandInstagram,
  YouTube: IconBrandYoutube,
} as const;

/** Footer (000 §1): disclaimers, exchanges and regulators, social and legal links, version and credit. */
export function SiteFooter() {
  return (
    <footer className={classes.footer}>
      <Container size="lg" py={48}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="sm">
            <BrandLogo inverted />
            <Text fz="sm" className={classes.footerMuted}>
              {footer.tagline}
            </Text>
          </Stack>
          <FooterLinkList heading={footer.regulatorsHeading}>
            {footer.regulators.map((link) => (
              <List.Item key={link.label}>
                <ExternalLink href={link.href}>{link.label}</ExternalLink>
              </List.Item>
            ))}
          </FooterLinkList>
          <FooterLinkList heading={footer.socialHeading}>
            {footer.social.map((link) => {
              const Icon = socialIcons[link.label];
              return (
                <List.Item key={link.label}>
                  <ExternalLink href={link.href}>
                    <Group component="span" gap={6} wrap="nowrap">
                      <Icon size={18} aria-hidden="true" />
                      {link.label}
                    </Group>
                  </ExternalLink>
                </List.Item>
              );
            })}
          </FooterLinkList>
          <FooterLinkList heading={footer.legalHeading}>
            <List.Item>
              <AnchorLink to="/privacypolicy">{footer.privacyPolicy}</AnchorLink>
            </List.Item>
            <List.Item>
              <AnchorLink to="/termsconditions">{footer.terms}</AnchorLink>
            </List.Item>
            <List.Item>
              <AnchorLink to="/deleteaccount">{footer.deleteAccount}</AnchorLink>
            </List.Item>
          </FooterLinkList>
        </SimpleGrid>
        <Stack gap="xs" mt="xl" component="section" aria-labelledby="footer-disclaimers">
          <Title order={2} id="footer-disclaimers" fz="sm" tt="uppercase" c="sanchayBlue.1">
            {footer.disclaimersHeading}
          </Title>
          {footer.disclaimers.map((disclaimer) => (
            <Text key={disclaimer} fz="sm" className={classes.footerMuted}>
              {disclaimer}
            </Text>
          ))}
        </Stack>
        <Divider my="lg" color="sanchayBlue.6" />
        <Group justify="space-between" gap="xs" fz="sm" className={classes.footerMuted}>
          <Text fz="sm" inherit>
            {footer.copyright}
          </Text>
          <Text fz="sm" inherit>
            {footer.designCredit}
          </Text>
          <Text fz="sm" inherit>
            {footer.version}
          </Text>
        </Group>
      </Container>
    </footer>
  );
}

function FooterLinkList({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="sm" tt="uppercase" c="sanchayBlue.1">
        {heading}
      </Title>
      <List listStyleType="none" spacing={6} fz="sm">
        {children}
      </List>
    </Stack>
  );
}
