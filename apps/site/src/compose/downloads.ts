import { documentSizes } from "virtual:rawafed/documents";
import type { DownloadItem } from "@rawafed/design-system";
import type { Locale } from "@rawafed/i18n";
import { type DocumentId, documentPath } from "../documents/downloads";

/** A document as a download row: the file in the visitor's language and its real size. */
export function download(
  document: DocumentId,
  locale: Locale,
  label: string,
  year?: string,
): DownloadItem {
  const file = documentPath(document, locale);
  return { label, year, file, format: "PDF", bytes: documentSizes[file] };
}
