import { useT } from "@rawafed/i18n";
import { useId } from "react";
import { Icon } from "../../components/Icon/Icon";
import { VisuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden";
import type { Brand } from "../types";
import * as styles from "./SocialLinks.css";

export interface SocialLinksProps {
  /** The brand's social links and the column's accessible name. */
  social: Brand["social"];
}

/**
 * The round social-link column, fixed on the start side and vertically centred. Each link opens
 * the brand's page on that network in a new tab.
 */
export function SocialLinks({ social }: SocialLinksProps) {
  const t = useT();
  const newWindowId = `${useId()}-new-window`;
  return (
    <nav aria-label={t(social.label)} className={styles.socialLinks}>
      <ul className={styles.list}>
        {social.links.map(({ network, href, label }) => (
          <li key={network}>
            <a
              className={styles.link}
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(label)}
              aria-describedby={newWindowId}
            >
              <Icon name={network} size={20} />
            </a>
          </li>
        ))}
      </ul>
      <VisuallyHidden id={newWindowId}>{t("shell.newWindow")}</VisuallyHidden>
    </nav>
  );
}
