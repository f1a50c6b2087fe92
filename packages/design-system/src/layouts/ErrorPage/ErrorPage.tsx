import { useT } from "@rawafed/i18n";
import { useId } from "react";
import { Heading } from "../../components/Heading/Heading";
import { Link } from "../../components/Link/Link";
import * as styles from "./ErrorPage.css";

export interface ErrorPageProps {
  /**
   * 404 for an unknown page, 403 for a page the signed-in person's role does not open, 500 for
   * anything that went wrong on our side.
   */
  status: 403 | 404 | 500;
  /** The escaped detail line, e.g. `Page not found: /en/x` (React escapes it). */
  detail?: string;
  /** The locale root the back-to-home link goes to. */
  homeHref: string;
  /** The request's id, for a person to quote when they write to us (the server's log has it). */
  reference?: string;
}

/** The body of the error page; the app puts it inside its layout (header and footer). */
export function ErrorPage({ status, detail, homeHref, reference }: ErrorPageProps) {
  const t = useT();
  const notFound = status === 404;
  const kind = notFound ? "notFound" : status === 403 ? "forbidden" : "server";
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <p className={styles.code} aria-hidden="true">
        {status}
      </p>
      <Heading level={1} id={headingId}>
        {t(`error.${kind}.heading`)}
      </Heading>
      <p className={styles.text}>{t(`error.${kind}.body`)}</p>
      {notFound ? <p className={styles.text}>{t("error.notFound.hint")}</p> : null}
      {detail ? (
        <p className={styles.detail} dir="auto">
          {detail}
        </p>
      ) : null}
      {reference ? (
        <p className={styles.text}>
          {t("error.reference")}{" "}
          {/* The app reads it back while the page hydrates (`data-error-reference`). */}
          <code data-error-reference="" className={styles.reference} dir="ltr">
            {reference}
          </code>
        </p>
      ) : null}
      <Link href={homeHref}>{t("error.backToHome")}</Link>
    </section>
  );
}
