import { useT } from "@rawafed/i18n";
import { type ComponentType, type ReactNode, type RefObject, useId } from "react";
import { Dialog } from "../../components/Dialog/Dialog";
import * as styles from "./Header.css";
import type { NavigationProps, NavLinkItemsProps } from "./navigationProps";

export interface MobileMenuSheetProps extends NavigationProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The menu button: focus goes back to it when the sheet closes. */
  returnFocusTo: RefObject<HTMLButtonElement | null>;
  languageSwitch?: ReactNode;
  /** Draws a group's links: the header's own, so both mark the current page alike. */
  LinkItems: ComponentType<NavLinkItemsProps>;
}

/** The mobile menu's side sheet: every group of links, then the language switch. */
export default function MobileMenuSheet({
  open,
  onOpenChange,
  returnFocusTo,
  navigation,
  current,
  languageSwitch,
  LinkItems,
}: MobileMenuSheetProps) {
  const t = useT();
  const baseId = useId();
  const setOpen = onOpenChange;
  return (
    <Dialog
      placement="end"
      open={open}
      onOpenChange={setOpen}
      title={t("shell.menu.title")}
      closeLabel={t("shell.menu.close")}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocusTo.current?.focus();
      }}
    >
      <nav aria-label={t("shell.nav.label")} className={styles.mobileNav}>
        {navigation.map(({ id: group, label, links }) => (
          <div key={group}>
            <h3 id={`${baseId}-${group}`} className={styles.mobileGroupTitle}>
              {t(label)}
            </h3>
            <ul aria-labelledby={`${baseId}-${group}`} className={styles.mobileList}>
              <LinkItems links={links} current={current} onNavigate={() => setOpen(false)} />
            </ul>
          </div>
        ))}
      </nav>
      {languageSwitch ? <div className={styles.mobileLanguage}>{languageSwitch}</div> : null}
    </Dialog>
  );
}
