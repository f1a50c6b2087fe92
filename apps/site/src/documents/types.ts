/**
 * The shapes of the downloadable documents' copy (governance policies, product catalog), in
 * each language. A build script lays them out as PDFs; the text is plain, without markup.
 */

export interface DocumentSection {
  heading: string;
  paragraphs: readonly string[];
  /** Optional bullet list shown after the paragraphs. */
  items?: readonly string[];
}

export interface DocumentText {
  title: string;
  /** One line under the title, e.g. "Approved by the ordinary general assembly on 12 June 2023". */
  subtitle: string;
  sections: readonly DocumentSection[];
}

export interface ProductSheet {
  /** The id of the product in apps/site/src/content/{en,ar}/services.ts (storage-solutions items). */
  id: string;
  name: string;
  summary: string;
  /** Specification table: label and value, e.g. { label: "Capacity", value: "6 to 10 t" }. */
  specifications: readonly { label: string; value: string }[];
  /** Models or options offered. */
  options: readonly string[];
}

export interface CatalogText {
  title: string;
  subtitle: string;
  introduction: readonly string[];
  products: readonly ProductSheet[];
  /** Closing section: how to order, contact. */
  contact: DocumentSection;
}
