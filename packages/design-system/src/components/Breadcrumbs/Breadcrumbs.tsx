import { useT } from "@rawafed/i18n";
import { ChevronIcon } from "../Icon";
import { Link } from "../Link/Link";
import * as styles from "./Breadcrumbs.css";

export interface BreadcrumbItem {
  /** The page name, already localized. */
  label: string;
  /** Omitted for the current page (the last item). */
  href?: string;
}

export interface BreadcrumbsProps {
  /** From the home page to the current page; the last item is the current page. */
  items: readonly BreadcrumbItem[];
  /** `onBrand` on a dark band such as the hero. */
  tone?: keyof typeof styles.tone;
}

/** The trail to the current page: a labelled `nav` with an ordered list; chevrons mirror in rtl. */
export function Breadcrumbs({ items, tone = "default" }: BreadcrumbsProps) {
  const t = useT();
  return (
    <nav aria-label={t("shell.breadcrumbs.label")} className={styles.tone[tone]}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={item.href ?? item.label} className={styles.item}>
              {index > 0 && <ChevronIcon className={styles.separator} />}
              {isCurrent || !item.href ? (
                <span className={styles.current} aria-current={isCurrent ? "page" : undefined}>
                  {item.label}
                </span>
              ) : (
                <Link bare className={styles.link} href={item.href}>
                  {item.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
