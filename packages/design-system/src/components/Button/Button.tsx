import type { ButtonHTMLAttributes, ReactNode } from "react";
import { type ButtonVariants, button } from "./Button.css";

export interface ButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "style">,
    ButtonVariants {
  children: ReactNode;
  /** Shows the busy state; the button stays focusable and announces `aria-busy`. */
  loading?: boolean;
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
