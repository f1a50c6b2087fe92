import { type ReactNode, useId, useState } from "react";
import { Button } from "../../components/Button/Button";
import { LoginRequired } from "../LoginRequired/LoginRequired";
import * as styles from "./ProtectedToggle.css";
import { useControllableState } from "./useControllableState";

/** Props shared by the toggles that need a logged-in reader (save, follow). */
export interface ProtectedToggleProps {
  /** Controlled state; leave it out (and use `defaultPressed`) for an uncontrolled toggle. */
  pressed?: boolean;
  defaultPressed?: boolean;
  onPressedChange?: (pressed: boolean) => void;
  /** A visitor who is not logged in gets the "You Have to login First" prompt instead. */
  loggedIn: boolean;
  /** The localized log-in page, linked from the prompt. */
  loginHref: string;
  /** Ids of text that says what is saved or followed (e.g. the comic's title). */
  "aria-describedby"?: string;
  size?: "small" | "medium";
}

interface InternalProps extends ProtectedToggleProps {
  label: (pressed: boolean) => string;
  icon: (pressed: boolean) => ReactNode;
}

/** A toggle button (`aria-pressed`) whose action requires login. */
export function ProtectedToggle({
  pressed,
  defaultPressed = false,
  onPressedChange,
  loggedIn,
  loginHref,
  size = "medium",
  label,
  icon,
  "aria-describedby": describedBy,
}: InternalProps) {
  const [on, setOn] = useControllableState(pressed, defaultPressed, onPressedChange);
  const [askLogin, setAskLogin] = useState(false);
  const promptId = useId();
  const describedByIds = [describedBy, askLogin ? promptId : undefined].filter(Boolean).join(" ");
  return (
    <span className={styles.root}>
      <Button
        variant={on ? "primary" : "secondary"}
        size={size}
        aria-pressed={on}
        aria-describedby={describedByIds || undefined}
        onClick={() => {
          if (loggedIn) setOn(!on);
          else setAskLogin(true);
        }}
      >
        {icon(on)}
        {label(on)}
      </Button>
      {askLogin && !loggedIn ? <LoginRequired id={promptId} loginHref={loginHref} /> : null}
    </span>
  );
}
