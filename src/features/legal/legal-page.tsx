import { Container, Title } from '@mantine/core';
import { LegalDocumentBody, type LegalDocumentName, legalDocuments } from './legal-document-body';

/** /privacypolicy and /termsconditions (001 §2.18): the document under its page title. */
export function LegalPage({ document }: { document: LegalDocumentName }) {
  return (
    <Container size="md" py={48}>
      <Title order={1} mb="xl">
        {legalDocuments[document].title}
      </Title>
      <LegalDocumentBody document={document} />
    </Container>
  );
}
