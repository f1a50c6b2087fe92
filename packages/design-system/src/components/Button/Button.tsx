import type { ButtonHTMLAttributes, ReactNode, Ref } from "react";
import { type ButtonVariants, button } from "./Button.css";

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "style"> {
  // The recipe's variants, written out so the docs' props table can read them.
  /** The action's weight: `primary` (the one main action, the default), `secondary`, `ghost`, `danger`. */
  variant?: ButtonVariants["variant"];
  /** `small`, `medium` (the default) or `large`; every size is at least the 44 px target tall. */
  size?: ButtonVariants["size"];
  children: ReactNode;
  /** Shows the busy state; the button stays focusable and announces `aria-busy`. */
  loading?: boolean;
  /** The `<button>` itself, to move focus to it. */
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant,
  size,
  loading = false,
  type = "button",
  children,
  disabled,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      className={button({ variant, size })}
      disabled={disabled}
      // Busy: a press does nothing, and a submit button does not send its form a second time.
      onClick={loading ? (event) => event.preventDefault() : onClick}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
    >
      {children}
    </button>
  );
}
