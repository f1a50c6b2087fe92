import type { DownloadItem } from "@rawafed/design-system";

/** A published document as a download row: the file in the visitor's language and its true size. */
export function download(item: {
  label: string;
  year?: string | undefined;
  file: string;
  bytes: number;
}): DownloadItem {
  return { label: item.label, year: item.year, file: item.file, format: "PDF", bytes: item.bytes };
}
