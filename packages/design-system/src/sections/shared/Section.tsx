import { createContext, type ReactNode, useContext, useId } from "react";
import { Container, type ContainerProps } from "../../components/Container/Container";
import * as styles from "./section.css";

export type SectionTone = keyof typeof styles.tone;

/**
 * The heading level of a section's items: h3 under the section's h2, or h2 when the section has
 * no heading of its own (it then sits directly under the page's h1).
 */
const ItemLevelContext = createContext<2 | 3>(3);

export function useItemHeadingLevel(): 2 | 3 {
  return useContext(ItemLevelContext);
}

/** The heading of an item in a section (h3, or h2 in a section without a heading). */
export function ItemHeading({
  className,
  id,
  children,
}: {
  className?: string;
  id?: string;
  children: ReactNode;
}) {
  const Tag = `h${useItemHeadingLevel()}` as const;
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

/** Props every section shares. */
export interface SectionBaseProps {
  /** The section's heading (an h2), already localized. */
  heading?: string;
  /** An anchor id for in-page links. */
  id?: string;
  /** The band's background. */
  tone?: SectionTone;
}

interface SectionProps extends SectionBaseProps {
  /** Names the section when it has no visible heading. */
  label?: string;
  /** A lead paragraph under the heading. */
  intro?: string;
  /** Shown at the end of the heading row, e.g. a "View all" link. */
  headerAction?: ReactNode;
  width?: ContainerProps["width"];
  className?: string;
  children: ReactNode;
}

/** The frame of every section: a band, a centred container and an h2 that names the section. */
export function Section({
  heading,
  id,
  tone = "default",
  label,
  intro,
  headerAction,
  width,
  className,
  children,
}: SectionProps) {
  const headingId = useId();
  const classes = [styles.section, styles.tone[tone], className].filter(Boolean).join(" ");
  const hasHeader = Boolean(heading || headerAction || intro);
  return (
    <section
      id={id}
      className={classes}
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : label}
    >
      <Container width={width}>
        {hasHeader && (
          <div className={styles.header}>
            <div>
              {heading && (
                <h2 id={headingId} className={styles.heading}>
                  {heading}
                </h2>
              )}
              {intro && <p className={styles.intro}>{intro}</p>}
            </div>
            {headerAction}
          </div>
        )}
        <ItemLevelContext.Provider value={heading ? 3 : 2}>{children}</ItemLevelContext.Provider>
      </Container>
    </section>
  );
}
