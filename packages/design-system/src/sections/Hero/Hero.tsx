import type { ReactNode } from "react";
import { Container } from "../../components/Container/Container";
import { ArrowIcon } from "../../components/Icon";
import { Link } from "../../components/Link/Link";
import { action } from "../shared/section.css";
import * as styles from "./Hero.css";

export interface HeroAction {
  /** The link text, already localized. */
  label: string;
  href: string;
}

export interface HeroProps {
  /** The page title: the page's only h1. */
  title: string;
  /** The intro paragraph under the title. */
  lead?: string;
  /** A short line above the title (a division or section name). */
  eyebrow?: string;
  /** The main call to action. */
  action?: HeroAction;
  /** A second, quieter call to action. */
  secondaryAction?: HeroAction;
  /** Usually `<Breadcrumbs tone="onBrand" …/>`, shown above the title. */
  breadcrumbs?: ReactNode;
  /**
   * A picture beside the text, usually `<Picture priority …/>` (the page's largest picture): at
   * the inline end from the desktop breakpoint, under the lead on smaller screens, rounded.
   */
  media?: ReactNode;
}

/**
 * The top band of a page: its h1, a lead paragraph, an optional call to action and an optional
 * picture beside them.
 */
export function Hero({
  title,
  lead,
  eyebrow,
  action: main,
  secondaryAction,
  breadcrumbs,
  media,
}: HeroProps) {
  const text = (
    <>
      {breadcrumbs}
      {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
      <h1 className={styles.title}>{title}</h1>
      {lead && <p className={styles.lead}>{lead}</p>}
      {(main || secondaryAction) && (
        <div className={media ? `${styles.actions} ${styles.actionsAfterMedia}` : styles.actions}>
          {main && (
            <Link bare className={action.gold} href={main.href}>
              {main.label}
              <ArrowIcon />
            </Link>
          )}
          {secondaryAction && (
            <Link bare className={action.outlineOnBrand} href={secondaryAction.href}>
              {secondaryAction.label}
            </Link>
          )}
        </div>
      )}
    </>
  );
  return (
    <header className={styles.hero}>
      <Container>
        {media ? (
          <div className={styles.split}>
            <div className={styles.text}>{text}</div>
            <div className={styles.mediaBox}>{media}</div>
          </div>
        ) : (
          <div className={styles.inner}>{text}</div>
        )}
      </Container>
    </header>
  );
}
