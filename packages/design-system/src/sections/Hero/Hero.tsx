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
}

/** The top band of a page: its h1, a lead paragraph and an optional call to action. */
export function Hero({
  title,
  lead,
  eyebrow,
  action: main,
  secondaryAction,
  breadcrumbs,
}: HeroProps) {
  return (
    <header className={styles.hero}>
      <Container>
        <div className={styles.inner}>
          {breadcrumbs}
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 className={styles.title}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {(main || secondaryAction) && (
            <div className={styles.actions}>
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
        </div>
      </Container>
    </header>
  );
}
