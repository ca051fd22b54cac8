export { LegalDocumentBody, type LegalDocumentName } from './legal-document-body';
export { LegalPage } from './legal-page';
