/** The shape of a legal document: a title, an introduction and numbered sections. */
interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  points?: readonly string[];
}

export interface LegalDocument {
  title: string;
  intro: readonly string[];
  sections: readonly LegalSection[];
}
