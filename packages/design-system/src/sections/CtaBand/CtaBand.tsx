import { useId } from "react";
import { Container } from "../../components/Container/Container";
import { ArrowIcon } from "../../components/Icon";
import { Link } from "../../components/Link/Link";
import { action as actionStyles, section } from "../shared/section.css";
import * as styles from "./CtaBand.css";

export interface CtaBandProps {
  heading: string;
  body: string;
  /** The link text ("Talk to our team"), already localized. */
  action: string;
  /** The resolved address the action leads to. */
  href: string;
  id?: string;
}

/** A call to action: a dark band with a heading, a sentence and one link. */
export function CtaBand({ heading, body, action, href, id }: CtaBandProps) {
  const headingId = useId();
  return (
    <section id={id} className={section} aria-labelledby={headingId}>
      <Container>
        <div className={styles.band}>
          <div className={styles.text}>
            <h2 id={headingId} className={styles.heading}>
              {heading}
            </h2>
            <p className={styles.body}>{body}</p>
          </div>
          <Link bare className={`${actionStyles.gold} ${styles.link}`} href={href}>
            {action}
            <ArrowIcon />
          </Link>
        </div>
      </Container>
    </section>
  );
}
