import { Anchor, Button, Group, Image, Modal, Paper, SimpleGrid, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconExternalLink, IconFileText, IconInfoCircle } from '@tabler/icons-react';
import type { SchemeDetails } from '../../../api/catalogue';
import { detailsMessages as text } from '../messages';
import { StatLabel } from './stat-card';

/** Fund managers, AMC logo, scheme documents and the disclaimer (000 §2.5). */
export function SchemeFooter({ scheme }: { scheme: SchemeDetails | undefined }) {
  const [disclaimerOpen, disclaimer] = useDisclosure(false);
  const managers = scheme?.schemeDetails.fundManager.filter((name) => name.trim()) ?? [];
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <Stack gap={4}>
          <StatLabel>{text.fundManagers}</StatLabel>
          <Text>{managers.length > 0 ? managers.join(', ') : text.noFundManagers}</Text>
        </Stack>
        {scheme && (
          <Group gap="md">
            <Image src={scheme.amcDetails.amcImgUrl} alt={text.amcLogo(scheme.amcName)} h={48} w="auto" fit="contain" />
            <Anchor href={scheme.amcDetails.amcDocumentUrl} target="_blank" rel="noopener noreferrer" fw={600}>
              <Group gap={4} wrap="nowrap">
                <IconFileText size={16} aria-hidden="true" />
                {text.schemeDocuments}
                <IconExternalLink size={14} aria-hidden="true" />
                <VisuallyHidden>{text.opensInNewTab}</VisuallyHidden>
              </Group>
            </Anchor>
          </Group>
        )}
        <Group justify="flex-end">
          <Button
            variant="subtle"
            leftSection={<IconInfoCircle size={16} aria-hidden="true" />}
            onClick={disclaimer.open}
          >
            {text.disclaimer}
          </Button>
        </Group>
      </SimpleGrid>
      <Modal opened={disclaimerOpen} onClose={disclaimer.close} title={text.disclaimerTitle} centered>
        <Stack gap="sm">
          {text.disclaimerText.map((paragraph) => (
            <Text key={paragraph} size="sm">
              {paragraph}
            </Text>
          ))}
          <Group justify="flex-end">
            <Button onClick={disclaimer.close}>{text.close}</Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
