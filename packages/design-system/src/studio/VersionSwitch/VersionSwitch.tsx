import { useT } from "@rawafed/i18n";
import { EditorialStateBadge } from "../EditorialStateBadge/EditorialStateBadge";
import type { EditorialLanguage, EditorialState } from "../types";
import * as styles from "./VersionSwitch.css";

export interface VersionSwitchProps {
  /** The version being edited: its link carries `aria-current="page"`. */
  current: EditorialLanguage;
  versions: readonly {
    language: EditorialLanguage;
    href: string;
    state: EditorialState;
    outdated?: boolean;
  }[];
}

/** An item's language versions as links, each with its state: the editor moves between them. */
export function VersionSwitch({ current, versions }: VersionSwitchProps) {
  const t = useT();
  return (
    <nav aria-label={t("studio.editor.versions")}>
      <ul className={styles.list}>
        {versions.map((version) => (
          <li key={version.language}>
            <a
              className={styles.link}
              href={version.href}
              aria-current={version.language === current ? "page" : undefined}
            >
              <EditorialStateBadge
                language={version.language}
                state={version.state}
                outdated={version.outdated}
              />
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
