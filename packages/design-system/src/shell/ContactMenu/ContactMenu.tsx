import { useT } from "@rawafed/i18n";
import { useEffect, useId, useRef, useState } from "react";
import { Icon } from "../../components/Icon/Icon";
import { VisuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden";
import type { Brand } from "../types";
import * as styles from "./ContactMenu.css";

export interface ContactMenuProps {
  /** Whose e-mail address, phone number and chat the options lead to. */
  brand: Pick<Brand, "email" | "phone" | "chatUrl">;
  /** Starts open (for stories and previews). */
  defaultOpen?: boolean;
}

/**
 * The floating contact button at the bottom end: it shows and hides e-mail, phone and chat links.
 * It closes on a click outside it and on Escape (focus goes back to the toggle).
 */
export function ContactMenu({ brand, defaultOpen = false }: ContactMenuProps) {
  const t = useT();
  const id = useId();
  const optionsId = `${id}-options`;
  const newWindowId = `${id}-new-window`;
  const [open, setOpen] = useState(defaultOpen);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    // On the window, while the event goes down: the first listener of all. A part of the page
    // that hydrates on interaction stops the first pointerdown inside it at the document (to
    // replay it once hydrated), so a listener there would miss that click outside the menu.
    window.addEventListener("pointerdown", onPointerDown, true);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      window.removeEventListener("pointerdown", onPointerDown, true);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [open]);

  return (
    <div ref={rootRef} className={styles.contactMenu}>
      {/* The toggle comes first, so Tab goes from it into its options (drawn above it). */}
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={optionsId}
        aria-label={open ? t("shell.contact.close") : t("action.contactUs")}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name={open ? "close" : "chat"} size={26} />
      </button>
      <ul
        id={optionsId}
        aria-label={t("shell.contact.menuLabel")}
        className={styles.options}
        hidden={!open}
      >
        <li>
          <a className={styles.option} href={`mailto:${brand.email}`}>
            {t("shell.contact.email")}
            <span className={styles.optionIcon}>
              <Icon name="mail" size={20} />
            </span>
          </a>
        </li>
        <li>
          <a className={styles.option} href={`tel:${brand.phone}`}>
            {t("shell.contact.phone")}
            <span className={styles.optionIcon}>
              <Icon name="phone" size={20} />
            </span>
          </a>
        </li>
        <li>
          <a
            className={styles.option}
            href={brand.chatUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={newWindowId}
          >
            {t("shell.contact.chat")}
            <span className={styles.optionIcon}>
              <Icon name="whatsapp" size={20} />
            </span>
          </a>
        </li>
      </ul>
      <VisuallyHidden id={newWindowId}>{t("shell.newWindow")}</VisuallyHidden>
    </div>
  );
}
