import { useT } from "@rawafed/i18n";
import type { ComponentType, ReactNode } from "react";
import { ArrowIcon, BoothIcon, CalendarIcon, ClockIcon, PinIcon } from "../../components/Icon";
import { Link } from "../../components/Link/Link";
import { Section, type SectionBaseProps } from "../shared/Section";
import { action } from "../shared/section.css";
import * as styles from "./ExhibitionNotice.css";

export interface ExhibitionNoticeProps extends Omit<SectionBaseProps, "heading"> {
  /** The exhibition's name. */
  heading: string;
  /** "27 to 29 May 2025", already localized. */
  dates: string;
  /** "4 PM to 10 PM daily". */
  hours: string;
  /** The booth code, e.g. "2A90"; always shown left-to-right. */
  booth: string;
  venue: string;
  body: string;
  /** E.g. "Request an invitation". */
  action?: { label: string; href: string };
}

interface Fact {
  key: string;
  term: string;
  Icon: ComponentType<{ className?: string }>;
  detail: ReactNode;
}

/** The exhibition announcement: what, when, at which booth and where, with an optional link. */
export function ExhibitionNotice({
  heading,
  id,
  tone = "brand",
  dates,
  hours,
  booth,
  venue,
  body,
  action: link,
}: ExhibitionNoticeProps) {
  const t = useT();
  const facts: Fact[] = [
    { key: "dates", term: t("section.exhibition.dates"), Icon: CalendarIcon, detail: dates },
    { key: "hours", term: t("section.exhibition.hours"), Icon: ClockIcon, detail: hours },
    {
      key: "booth",
      term: t("section.exhibition.booth"),
      Icon: BoothIcon,
      detail: (
        <span className={styles.booth} dir="ltr">
          {booth}
        </span>
      ),
    },
    { key: "venue", term: t("section.exhibition.venue"), Icon: PinIcon, detail: venue },
  ];
  return (
    <Section heading={heading} id={id} tone={tone}>
      <div className={styles.layout}>
        <div className={styles.intro}>
          <p className={styles.body}>{body}</p>
          {link && (
            <Link bare className={action.gold} href={link.href}>
              {link.label}
              <ArrowIcon />
            </Link>
          )}
        </div>
        <dl className={styles.facts}>
          {facts.map(({ key, term, Icon, detail }) => (
            <div key={key} className={styles.fact}>
              <Icon className={styles.factIcon} />
              <dt className={styles.term}>{term}</dt>
              <dd className={styles.detail}>{detail}</dd>
            </div>
          ))}
        </dl>
      </div>
    </Section>
  );
}
