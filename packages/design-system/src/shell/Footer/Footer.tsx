import { useT } from "@rawafed/i18n";
import { type ReactNode, useId } from "react";
import { Icon } from "../../components/Icon/Icon";
import { Link } from "../../components/Link/Link";
import { VisuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden";
import type { Brand, NavLink } from "../types";
import * as styles from "./Footer.css";

export interface FooterProps {
  /** The brand: name, tagline, contact details and offices. */
  brand: Brand;
  /** The year of the copyright line; passed in so server and browser render the same text. */
  year: number;
  /** The newsletter subscription form (supplied by the forms package). */
  newsletter?: ReactNode;
  /** Quick links, with hrefs localized by the app. */
  quickLinks?: readonly NavLink[];
  /** Extra content above the copyright line. */
  children?: ReactNode;
}

/** The WhatsApp chat link of an E.164 number: `https://wa.me/<digits>`. */
export function whatsappHref(number: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}`;
}

/**
 * The site footer: offices (head office marked), contact details, quick links, the newsletter slot
 * and the copyright line. Numbers and addresses stay left-to-right inside Arabic text.
 */
export function Footer({ brand, year, newsletter, quickLinks = [], children }: FooterProps) {
  const t = useT();
  const id = useId();
  const newWindowId = `${id}-new-window`;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.columns}>
          <div className={styles.column}>
            <p className={styles.brand}>{t(brand.name)}</p>
            <p className={styles.tagline}>{t(brand.tagline)}</p>
            <h2 className={styles.heading}>{t("shell.footer.contact")}</h2>
            <dl className={styles.contactList}>
              <div>
                <dt className={styles.contactTerm}>{t("shell.footer.phone")}</dt>
                <dd className={styles.contactValue}>
                  <a className={styles.link} href={`tel:${brand.phone}`}>
                    <Icon name="phone" size={18} />
                    <span dir="ltr">{brand.phone}</span>
                  </a>
                </dd>
              </div>
              <div>
                <dt className={styles.contactTerm}>{t("shell.footer.whatsapp")}</dt>
                <dd className={styles.contactValue}>
                  <a
                    className={styles.link}
                    href={whatsappHref(brand.whatsapp)}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-describedby={newWindowId}
                  >
                    <Icon name="whatsapp" size={18} />
                    <span dir="ltr">{brand.whatsapp}</span>
                  </a>
                </dd>
              </div>
              <div>
                <dt className={styles.contactTerm}>{t("shell.footer.email")}</dt>
                <dd className={styles.contactValue}>
                  <a className={styles.link} href={`mailto:${brand.email}`}>
                    <Icon name="mail" size={18} />
                    <span dir="ltr">{brand.email}</span>
                  </a>
                </dd>
              </div>
            </dl>
            <VisuallyHidden id={newWindowId}>{t("shell.newWindow")}</VisuallyHidden>
          </div>

          <div className={styles.column}>
            <h2 className={styles.heading}>{t("shell.footer.offices")}</h2>
            <ul className={styles.list}>
              {brand.offices.map((office) => (
                <li key={office.id} className={styles.office}>
                  <span>{t(office.label)}</span>
                  {office.headOffice ? (
                    <span className={styles.badge}>{t("office.headOffice")}</span>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>

          {quickLinks.length > 0 ? (
            <nav className={styles.column} aria-labelledby={`${id}-links`}>
              <h2 id={`${id}-links`} className={styles.heading}>
                {t("shell.footer.links")}
              </h2>
              <ul className={styles.list}>
                {quickLinks.map(({ href, label }) => (
                  <li key={href}>
                    <Link bare href={href} className={styles.quickLink}>
                      {t(label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          ) : null}

          {newsletter ? (
            <div className={styles.column}>
              <h2 className={styles.heading}>{t("shell.footer.newsletter.title")}</h2>
              <p className={styles.newsletterBody}>{t("shell.footer.newsletter.body")}</p>
              {/* The form keeps its light-surface colours: it sits on a panel of its own. */}
              <div className={styles.newsletterPanel}>{newsletter}</div>
            </div>
          ) : null}
        </div>

        <div className={styles.bottom}>
          {children}
          <p className={styles.rights}>
            {t("shell.footer.rights", { year: String(year), brand: t(brand.name) })}
          </p>
        </div>
      </div>
    </footer>
  );
}
