import { useT } from "@rawafed/i18n";
import { useId } from "react";
import { Icon } from "../../components/Icon/Icon";
import { VisuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden";
import { type SocialNetwork, siteConfig } from "../../config/site";
import * as styles from "./SocialLinks.css";

/** The networks in display order. */
export const socialNetworks = [
  "facebook",
  "youtube",
  "instagram",
  "linkedin",
  "x",
] as const satisfies readonly SocialNetwork[];

/**
 * The round social-link column, fixed on the start side and vertically centred. Each link opens
 * the group's page on that network in a new tab.
 */
export function SocialLinks() {
  const t = useT();
  const newWindowId = `${useId()}-new-window`;
  return (
    <nav aria-label={t("shell.social.label")} className={styles.socialLinks}>
      <ul className={styles.list}>
        {socialNetworks.map((network) => (
          <li key={network}>
            <a
              className={styles.link}
              href={siteConfig.social[network]}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t(`shell.social.${network}`)}
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
