import { useT } from "@rawafed/i18n";
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
  /** File type and size as shown, e.g. "PDF, 2.4 MB". */
  sizeLabel?: string;
}

export interface DownloadListProps extends SectionBaseProps {
  items: readonly DownloadItem[];
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
              {(item.year || item.sizeLabel) && (
                <div className={styles.meta}>
                  {item.year && (
                    <Badge tone="outline">
                      <time dateTime={item.year}>{item.year}</time>
                    </Badge>
                  )}
                  {item.sizeLabel && <bdi>{item.sizeLabel}</bdi>}
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
