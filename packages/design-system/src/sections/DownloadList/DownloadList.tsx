import { type Translate, useT } from "@rawafed/i18n";
import { Badge } from "../../components/Badge/Badge";
import { DocumentIcon, DownloadIcon } from "../../components/Icon";
import { VisuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden";
import { ItemHeading, Section, type SectionBaseProps } from "../shared/Section";
import { action } from "../shared/section.css";
import * as styles from "./DownloadList.css";

export interface DownloadItem {
  /** The document's name, already localized. */
  label: string;
  /** The year the document covers (financial statements), as four digits. */
  year?: string;
  /** The file's address, e.g. `/files/financial-statements-2023.pdf`. */
  file: string;
  /** The file's type as shown, e.g. "PDF". */
  format?: string;
  /** The file's real size in bytes, shown in KB or MB beside the type. */
  bytes?: number;
}

export interface DownloadListProps extends SectionBaseProps {
  items: readonly DownloadItem[];
}

const MB = 1024 * 1024;

/** "PDF, 640 KB" or "PDF, 2.4 MB" in the visitor's language (KB and MB of 1024 bytes). */
export function sizeLabel(t: Translate, format: string, bytes: number): string {
  return bytes < MB
    ? t("section.downloads.sizeKB", { format, size: Math.max(1, Math.round(bytes / 1024)) })
    : t("section.downloads.sizeMB", { format, size: Math.round((bytes / MB) * 10) / 10 });
}

/**
 * Documents to download (financial statements per year, policies): each row names the document,
 * its year, type and size, and links to the file with the `download` attribute.
 */
export function DownloadList({ heading, id, tone, items }: DownloadListProps) {
  const t = useT();
  return (
    <Section heading={heading} id={id} tone={tone}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.file} className={styles.item}>
            <DocumentIcon className={styles.fileIcon} />
            <div className={styles.text}>
              <ItemHeading className={styles.label}>{item.label}</ItemHeading>
              {(item.year || item.bytes !== undefined) && (
                <div className={styles.meta}>
                  {item.year && (
                    <Badge tone="outline">
                      <time dateTime={item.year}>{item.year}</time>
                    </Badge>
                  )}
                  {item.bytes !== undefined && (
                    <bdi>{sizeLabel(t, item.format ?? "", item.bytes)}</bdi>
                  )}
                </div>
              )}
            </div>
            {/* A file, not a page: a plain anchor, never the router's link. */}
            <a
              className={`${action.secondary} ${styles.link}`}
              href={item.file}
              download=""
              type={item.file.endsWith(".pdf") ? "application/pdf" : undefined}
            >
              <DownloadIcon />
              <span aria-hidden="true">{t("action.download")}</span>
              <VisuallyHidden>{t("section.downloads.item", { label: item.label })}</VisuallyHidden>
            </a>
          </li>
        ))}
      </ul>
    </Section>
  );
}
