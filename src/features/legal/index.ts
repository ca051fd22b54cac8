export { LegalDocumentBody, type LegalDocumentName, legalDocuments } from './legal-document-body';
export { legalFacts } from './legal-facts';
export { LegalPage } from './legal-page';
