import { useT } from "@rawafed/i18n";
import { useId } from "react";
import { Badge } from "../../components/Badge/Badge";
import { Card } from "../../components/Card/Card";
import { Grid } from "../../components/Grid/Grid";
import { ArrowIcon, PhoneIcon, PinIcon } from "../../components/Icon";
import { VisuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden";
import { ItemHeading, Section, type SectionBaseProps } from "../shared/Section";
import { arrowLink, itemTitle, pushEnd } from "../shared/section.css";
import * as styles from "./OfficeList.css";

export interface Office {
  /** A stable id (`riyadh`, `qassim`, …). */
  officeId?: string;
  name: string;
  /** The postal address, one line, already localized. */
  address: string;
  headOffice?: boolean;
  /** A phone number as dialled (`+966…`); shown left-to-right. */
  phone?: string;
}

export interface OfficeListProps extends SectionBaseProps {
  items: readonly Office[];
}

/** The search address of a place on Google Maps. */
export function mapUrl(query: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/**
 * The group's offices: name, head-office badge, address, optional phone and a "View on map" link
 * whose accessible name names the office.
 */
export function OfficeList({ heading, id, tone, items }: OfficeListProps) {
  const t = useT();
  const newTabId = useId();
  return (
    <Section heading={heading} id={id} tone={tone}>
      <Grid as="ul" columns={{ mobile: 1, tablet: 2, desktop: 3 }}>
        {items.map((office) => (
          <Card as="li" key={office.officeId ?? office.name} accent={office.headOffice}>
            <div className={styles.header}>
              <PinIcon className={styles.pin} />
              <ItemHeading className={itemTitle}>{office.name}</ItemHeading>
              {office.headOffice && <Badge tone="gold">{t("office.headOffice")}</Badge>}
            </div>
            <address className={styles.address}>{office.address}</address>
            {office.phone && (
              <a className={styles.phone} href={`tel:${office.phone.replace(/[^\d+]/g, "")}`}>
                <PhoneIcon />
                <span dir="ltr">{office.phone}</span>
              </a>
            )}
            <a
              className={`${arrowLink} ${pushEnd}`}
              href={mapUrl(office.address)}
              target="_blank"
              rel="noopener noreferrer"
              aria-describedby={newTabId}
            >
              <span aria-hidden="true">{t("office.viewMap")}</span>
              <VisuallyHidden>
                {t("section.offices.viewMapOf", { name: office.name })}
              </VisuallyHidden>
              <ArrowIcon />
            </a>
          </Card>
        ))}
      </Grid>
      <VisuallyHidden id={newTabId}>{t("shell.newWindow")}</VisuallyHidden>
    </Section>
  );
}
