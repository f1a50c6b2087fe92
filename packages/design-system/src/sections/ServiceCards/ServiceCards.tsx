import type { ReactNode } from "react";
import { Card } from "../../components/Card/Card";
import { Grid, type GridColumns } from "../../components/Grid/Grid";
import { CheckIcon } from "../../components/Icon";
import { Picture, type PictureProps } from "../../components/Picture/Picture";
import { CardLink } from "../shared/CardLink";
import { cardImageSizes } from "../shared/cardImage";
import { ItemHeading, Section, type SectionBaseProps } from "../shared/Section";
import { body, itemTitle } from "../shared/section.css";
import * as styles from "./ServiceCards.css";

export interface ServiceCardItem {
  title: string;
  summary: string;
  /** The resolved address of the service or product page. */
  href?: string;
  /** Key features, shown as a checked list. */
  features?: readonly string[];
  /** A picture at the top of the card, cropped to 16:9 (lazy unless it says `priority`). */
  image?: PictureProps;
}

export interface ServiceCardsProps extends SectionBaseProps {
  items: readonly ServiceCardItem[];
  intro?: string;
  columns?: GridColumns;
  /** How many features to show per card (all by default). */
  maxFeatures?: number;
  /** Shown under the cards (ProductCards puts the catalog download here). */
  footer?: ReactNode;
}

/**
 * Services or products as cards: an optional picture, title (h3), summary, key features and a link
 * to the page.
 */
export function ServiceCards({
  heading,
  id,
  tone,
  intro,
  items,
  columns = { mobile: 1, tablet: 2, desktop: 3 },
  maxFeatures,
  footer,
}: ServiceCardsProps) {
  return (
    <Section heading={heading} id={id} tone={tone} intro={intro}>
      <Grid as="ul" columns={columns}>
        {items.map((item) => (
          <Card as="li" key={item.title} accent interactive={Boolean(item.href)}>
            {item.image && (
              <Picture
                {...item.image}
                ratio="16/9"
                radius={item.image.radius ?? "md"}
                sizes={item.image.sizes ?? cardImageSizes}
              />
            )}
            <ItemHeading className={itemTitle}>{item.title}</ItemHeading>
            <p className={body}>{item.summary}</p>
            {item.features && item.features.length > 0 && (
              <ul className={styles.features}>
                {item.features.slice(0, maxFeatures).map((feature) => (
                  <li key={feature} className={styles.feature}>
                    <CheckIcon className={styles.check} />
                    <span>{feature}</span>
                  </li>
                ))}
              </ul>
            )}
            {item.href && <CardLink href={item.href} title={item.title} />}
          </Card>
        ))}
      </Grid>
      {footer && <div className={styles.footer}>{footer}</div>}
    </Section>
  );
}
