import { useT } from "@rawafed/i18n";
import { Card } from "../../components/Card/Card";
import { Grid } from "../../components/Grid/Grid";
import { ArrowIcon, BriefcaseIcon, PinIcon } from "../../components/Icon";
import { Link } from "../../components/Link/Link";
import { VisuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden";
import { ItemHeading, Section, type SectionBaseProps } from "../shared/Section";
import { action, body, itemTitle } from "../shared/section.css";
import * as styles from "./JobList.css";

export interface JobOpening {
  title: string;
  location: string;
  /** Employment type ("Full-time"). */
  type: string;
  summary: string;
  /** Where to apply for this opening; falls back to the list's `applyHref`. */
  href?: string;
}

export interface JobListProps extends SectionBaseProps {
  items: readonly JobOpening[];
  /** Where to apply (e.g. `#apply`, the application form); omitted: no apply links. */
  applyHref?: string;
}

/** Job openings: title (h3), location, type, summary and an "Apply" link naming the job. */
export function JobList({ heading, id, tone, items, applyHref }: JobListProps) {
  const t = useT();
  return (
    <Section heading={heading} id={id} tone={tone}>
      <Grid as="ul" columns={{ mobile: 1, tablet: 2 }}>
        {items.map((job) => {
          const href = job.href ?? applyHref;
          return (
            <Card as="li" key={job.title} accent>
              <ItemHeading className={itemTitle}>{job.title}</ItemHeading>
              <ul className={styles.meta}>
                <li className={styles.metaItem}>
                  <PinIcon className={styles.metaIcon} />
                  <VisuallyHidden>{t("section.jobs.location")}</VisuallyHidden>
                  {job.location}
                </li>
                <li className={styles.metaItem}>
                  <BriefcaseIcon className={styles.metaIcon} />
                  <VisuallyHidden>{t("section.jobs.type")}</VisuallyHidden>
                  {job.type}
                </li>
              </ul>
              <p className={body}>{job.summary}</p>
              {href && (
                <Link bare className={`${action.secondary} ${styles.apply}`} href={href}>
                  <span aria-hidden="true">{t("action.apply")}</span>
                  <VisuallyHidden>
                    {t("section.jobs.applyFor", { title: job.title })}
                  </VisuallyHidden>
                  <ArrowIcon />
                </Link>
              )}
            </Card>
          );
        })}
      </Grid>
    </Section>
  );
}
