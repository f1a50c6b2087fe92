import { Card } from "../../components/Card/Card";
import { Grid, type GridColumns } from "../../components/Grid/Grid";
import { CardLink } from "../shared/CardLink";
import { ItemHeading, Section, type SectionBaseProps } from "../shared/Section";
import { body, itemTitle } from "../shared/section.css";

export interface CardGridItem {
  title: string;
  body: string;
  /** The resolved address of the item's page; the whole card becomes the link. */
  href?: string;
}

export interface CardGridProps extends SectionBaseProps {
  items: readonly CardGridItem[];
  /** A lead paragraph under the heading. */
  intro?: string;
  /** Columns per breakpoint (default 1, 2, then 3 from 1024 px; 4 when there are 4 or 8 cards). */
  columns?: GridColumns;
  /** `accent` adds a gold bar to each card (values, standards). */
  variant?: "plain" | "accent";
}

function defaultColumns(count: number): GridColumns {
  if (count === 2) return { mobile: 1, tablet: 2 };
  if (count % 4 === 0) return { mobile: 1, tablet: 2, desktop: 4 };
  return { mobile: 1, tablet: 2, desktop: 3 };
}

/** Cards of title (h3) and text, each optionally linking to its page. */
export function CardGrid({
  heading,
  id,
  tone,
  intro,
  items,
  columns = defaultColumns(items.length),
  variant = "plain",
}: CardGridProps) {
  return (
    <Section heading={heading} id={id} tone={tone} intro={intro}>
      <Grid as="ul" columns={columns}>
        {items.map((item) => (
          <Card
            as="li"
            key={item.title}
            accent={variant === "accent"}
            interactive={Boolean(item.href)}
          >
            <ItemHeading className={itemTitle}>{item.title}</ItemHeading>
            <p className={body}>{item.body}</p>
            {item.href && <CardLink href={item.href} title={item.title} />}
          </Card>
        ))}
      </Grid>
    </Section>
  );
}
