import type { ReactNode } from "react";
import { icon } from "../../sections/shared/icons.css";

interface SvgProps {
  className?: string;
  filled?: boolean;
  children: ReactNode;
}

/** A decorative 24 × 24 line icon in `currentColor` (hidden from assistive technology). */
function Svg({ className, filled = false, children }: SvgProps) {
  return (
    <svg
      className={[icon, className].filter(Boolean).join(" ")}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={filled ? "currentColor" : "none"}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** The five-pointed star path, symmetric: it never mirrors. */
export const starPath =
  "M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z";

export function BookmarkIcon({ filled, className }: { filled?: boolean; className?: string }) {
  return (
    <Svg filled={filled} className={className}>
      <path d="M19 21l-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
    </Svg>
  );
}

export function UserPlusIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21c0-3.9 3.1-6.5 7-6.5s7 2.6 7 6.5M19 8v6M16 11h6" />
    </Svg>
  );
}

export function UserCheckIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21c0-3.9 3.1-6.5 7-6.5s7 2.6 7 6.5M16 11l2 2 4-4" />
    </Svg>
  );
}

export function LockIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </Svg>
  );
}

export function EyeIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </Svg>
  );
}

export function BookIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="M2 4h6a4 4 0 0 1 4 4v13a3 3 0 0 0-3-3H2zM22 4h-6a4 4 0 0 0-4 4v13a3 3 0 0 1 3-3h7z" />
    </Svg>
  );
}

export function ClockIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Svg>
  );
}

export function CheckCircleIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l3 3 5-6" />
    </Svg>
  );
}

export function AlertIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v6M12 16.5h.01" />
    </Svg>
  );
}

export function HourglassIcon({ className }: { className?: string }) {
  return (
    <Svg className={className}>
      <path d="M6 3h12M6 21h12M7 3v3a5 5 0 0 0 10 0V3M7 21v-3a5 5 0 0 1 10 0v3" />
    </Svg>
  );
}
