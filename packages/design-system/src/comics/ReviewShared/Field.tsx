import type { ReactNode } from "react";
import * as styles from "./review.css";

/** One label and value of an entry's details (inside a `dl`). */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className={styles.label}>{label}</dt>
      <dd className={styles.value}>{children}</dd>
    </>
  );
}

/** A person's e-mail address: a mail link, always left to right. */
export function EmailLink({ email }: { email: string }) {
  return (
    <a className={styles.textLink} href={`mailto:${email}`} dir="ltr">
      {email}
    </a>
  );
}
