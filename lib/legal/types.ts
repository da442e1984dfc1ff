export type LegalSection = {
  id: string;
  heading: string;
  paragraphs: string[];
  list?: string[];
};

export type LegalDocument = {
  title: string;
  /** ISO date (YYYY-MM-DD), shown in the page's language by formatLegalDate. */
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
};
