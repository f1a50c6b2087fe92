import { useT } from "@rawafed/i18n";
import { Grid } from "../../components/Grid/Grid";
import { ArrowIcon } from "../../components/Icon";
import { Link } from "../../components/Link/Link";
import { VisuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden";
import { ArticleCard, type ArticleSummary } from "../ArticleCard/ArticleCard";
import { Section, type SectionBaseProps } from "../shared/Section";
import { arrowLink } from "../shared/section.css";

export interface NewsListProps extends SectionBaseProps {
  /** News items or blog posts, newest first. */
  items: readonly ArticleSummary[];
  intro?: string;
  /** The address of the full list; shows a "View all" link. */
  viewAllHref?: string;
}

/** The latest news or blog posts as cards, with a "View all" link to the full list. */
export function NewsList({ heading, id, tone, intro, items, viewAllHref }: NewsListProps) {
  const t = useT();
  const viewAll = viewAllHref && (
    <Link bare className={arrowLink} href={viewAllHref}>
      <span aria-hidden={heading ? "true" : undefined}>{t("action.viewAll")}</span>
      {heading && <VisuallyHidden>{t("section.viewAllOf", { name: heading })}</VisuallyHidden>}
      <ArrowIcon />
    </Link>
  );
  return (
    <Section heading={heading} id={id} tone={tone} intro={intro} headerAction={viewAll}>
      <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
        {items.map((item) => (
          <ArticleCard key={item.href} {...item} />
        ))}
      </Grid>
    </Section>
  );
}
