import { List, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import type { LegalDocument } from './legal-document';
import { privacyPolicy } from './privacy-policy';
import { termsOfUse } from './terms-of-use';

export const legalDocuments = { terms: termsOfUse, privacy: privacyPolicy } as const;

export type LegalDocumentName = keyof typeof legalDocuments;

/**
 * The text of a legal document without page chrome, so a page and a modal (sign-up's
 * Terms of Use / Privacy Policy) show the same words. `headingOrder` is the level of the
 * section headings: 2 under a page title, 3 inside a modal whose title is a heading.
 */
export function LegalDocumentBody({
  document,
  headingOrder = 2,
}: {
  document: LegalDocumentName;
  headingOrder?: Extract<TitleOrder, 2 | 3 | 4>;
}) {
  const { intro, sections }: LegalDocument = legalDocuments[document];
  return (
    <Stack gap="lg">
      {intro.map((paragraph) => (
        <Text key={paragraph} fz="lg">
          {paragraph}
        </Text>
      ))}
      {sections.map((section, index) => (
        <Stack key={section.heading} gap="xs" component="section">
          <Title order={headingOrder} fz="h3">
            {`${index + 1}. ${section.heading}`}
          </Title>
          {section.paragraphs?.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
          {section.points && (
            <List spacing={4} withPadding>
              {section.points.map((point) => (
                <List.Item key={point}>{point}</List.Item>
              ))}
            </List>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
