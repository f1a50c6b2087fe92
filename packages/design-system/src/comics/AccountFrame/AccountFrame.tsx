import type { ReactNode } from "react";
import { Container } from "../../components/Container/Container";
import * as styles from "./AccountFrame.css";

export interface AccountFrameProps {
  /** The account's navigation (an AccountMenu). */
  menu: ReactNode;
  /** The page: one form or several, each with its heading. */
  children: ReactNode;
}

/** An account page: its menu, then the page (side by side from a tablet up). */
export function AccountFrame({ menu, children }: AccountFrameProps) {
  return (
    <Container>
      <div className={styles.frame}>
        {menu}
        <div className={styles.content}>{children}</div>
      </div>
    </Container>
  );
}
