import type { ReactNode } from "react";
import * as styles from "./Icon.css";

// One component per icon: decorative 24 × 24 icons in `currentColor`, hidden from assistive
// technology, the size of the text around them unless a class says otherwise. `Icon` (./Icon)
// draws the icons chosen by name (the shell's, a size of their own).

interface GlyphProps {
  className?: string;
}

interface SvgProps extends GlyphProps {
  /** Points along the reading direction: mirrored in rtl. */
  mirrored?: boolean;
  /** Filled with `currentColor`. */
  fill?: boolean;
  /** Outlined with `currentColor`: by default when not filled. */
  stroke?: boolean;
  children: ReactNode;
}

function Svg({ className, mirrored = false, fill = false, stroke = !fill, children }: SvgProps) {
  const classes = [styles.glyph, mirrored && styles.mirrored, className].filter(Boolean);
  return (
    <svg
      className={classes.join(" ")}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={fill ? "currentColor" : "none"}
      stroke={stroke ? "currentColor" : "none"}
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** Points to the inline end (right in English, left in Arabic). */
export function ArrowIcon(props: GlyphProps) {
  return (
    <Svg {...props} mirrored>
      <path d="M5 12h14M13 6l6 6-6 6" />
    </Svg>
  );
}

/** Points to the inline end; mirrors in rtl. */
export function ChevronIcon(props: GlyphProps) {
  return (
    <Svg {...props} mirrored>
      <path d="M9 6l6 6-6 6" />
    </Svg>
  );
}

/** Points to the inline start; mirrors in rtl. */
export function ChevronBackIcon(props: GlyphProps) {
  return (
    <Svg {...props} mirrored>
      <path d="M15 6l-6 6 6 6" />
    </Svg>
  );
}

export function ChevronDownIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <path d="M6 9l6 6 6-6" />
    </Svg>
  );
}

export function DownloadIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <path d="M12 4v11M7 10l5 5 5-5M5 20h14" />
    </Svg>
  );
}

export function DocumentIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8z" />
      <path d="M14 3v5h5M9 13h6M9 17h6" />
    </Svg>
  );
}

export function CalendarIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5" width="18" height="16" rx="2" />
      <path d="M3 10h18M8 3v4M16 3v4" />
    </Svg>
  );
}

export function ClockIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </Svg>
  );
}

export function PinIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21z" />
      <circle cx="12" cy="9.5" r="2.5" />
    </Svg>
  );
}

export function BoothIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <path d="M3 9l2-5h14l2 5M3 9v11h18V9M3 9h18M9 20v-6h6v6" />
    </Svg>
  );
}

export function BriefcaseIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="7" width="18" height="13" rx="2" />
      <path d="M9 7V5a2 2 0 0 1 2-2h2a2 2 0 0 1 2 2v2M3 13h18" />
    </Svg>
  );
}

export function PersonIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7" />
    </Svg>
  );
}

export function PhoneIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
    </Svg>
  );
}

/** Playback direction is not mirrored in rtl (it follows the medium, not the text). */
export function PlayIcon(props: GlyphProps) {
  return (
    <Svg {...props} fill>
      <path d="M8 5.5v13a1 1 0 0 0 1.5.9l10.2-6.5a1 1 0 0 0 0-1.7L9.5 4.6A1 1 0 0 0 8 5.5z" />
    </Svg>
  );
}

export function MailIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="M3 7l9 6 9-6" />
    </Svg>
  );
}

export function XLogoIcon(props: GlyphProps) {
  return (
    <Svg {...props} fill>
      <path d="M17.8 3h3.1l-6.8 7.8 8 10.2h-6.3l-4.9-6.4L5.3 21H2.2l7.3-8.3L1.8 3h6.4l4.4 5.9zm-1.1 16.2h1.7L7.4 4.7H5.5z" />
    </Svg>
  );
}

export function LinkedInIcon(props: GlyphProps) {
  return (
    <Svg {...props} fill>
      <path d="M4.5 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3 9h3v12H3zm6 0h2.9v1.7h.1c.4-.8 1.4-1.9 3.1-1.9 3.3 0 3.9 2.2 3.9 5V21h-3v-6.2c0-1.5 0-3.3-2-3.3s-2.3 1.6-2.3 3.2V21H9z" />
    </Svg>
  );
}

export function FacebookIcon(props: GlyphProps) {
  return (
    <Svg {...props} fill>
      <path d="M13.5 21v-8h2.7l.4-3.2h-3.1v-2c0-.9.3-1.6 1.6-1.6h1.7V3.4c-.3 0-1.3-.1-2.4-.1-2.4 0-4 1.5-4 4.1v2.4H7.7V13h2.7v8z" />
    </Svg>
  );
}

export function WhatsAppIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <path d="M4 20l1.3-3.9A8 8 0 1 1 8 19z" />
      <path d="M9 8.5c0 3.5 3 6.5 6.5 6.5l1-1.5-2-1-1 .8a5 5 0 0 1-2.3-2.3l.8-1-1-2z" />
    </Svg>
  );
}

export function CheckIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <path d="M5 12.5l4.5 4.5L19 7" />
    </Svg>
  );
}

/** The five-pointed star path, symmetric: it never mirrors. */
export const starPath =
  "M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z";

export function BookmarkIcon({ filled, className }: GlyphProps & { filled?: boolean }) {
  return (
    <Svg fill={filled} stroke className={className}>
      <path d="M19 21l-7-4-7 4V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />
    </Svg>
  );
}

export function UserPlusIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21c0-3.9 3.1-6.5 7-6.5s7 2.6 7 6.5M19 8v6M16 11h6" />
    </Svg>
  );
}

export function UserCheckIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <circle cx="9" cy="8" r="4" />
      <path d="M2 21c0-3.9 3.1-6.5 7-6.5s7 2.6 7 6.5M16 11l2 2 4-4" />
    </Svg>
  );
}

export function LockIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <rect x="4" y="11" width="16" height="10" rx="2" />
      <path d="M8 11V7a4 4 0 0 1 8 0v4" />
    </Svg>
  );
}

export function EyeIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
    </Svg>
  );
}

export function BookIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <path d="M2 4h6a4 4 0 0 1 4 4v13a3 3 0 0 0-3-3H2zM22 4h-6a4 4 0 0 0-4 4v13a3 3 0 0 1 3-3h7z" />
    </Svg>
  );
}

export function CheckCircleIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M8 12.5l3 3 5-6" />
    </Svg>
  );
}

export function AlertIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v6M12 16.5h.01" />
    </Svg>
  );
}

export function HourglassIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <path d="M6 3h12M6 21h12M7 3v3a5 5 0 0 0 10 0V3M7 21v-3a5 5 0 0 1 10 0v3" />
    </Svg>
  );
}

/** The reader's settings: three sliders. */
export function SlidersIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <path d="M21 4h-7M10 4H3M21 12h-9M8 12H3M21 20h-5M12 20H3M14 2v4M8 10v4M16 18v4" />
    </Svg>
  );
}

export function ZoomInIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="8" />
      <path d="m21 21-4.3-4.3M11 8v6M8 11h6" />
    </Svg>
  );
}

export function ZoomOutIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <circle cx="11" cy="11" r="8" />
      <path d="m21 21-4.3-4.3M8 11h6" />
    </Svg>
  );
}

/** Full screen: four corners. */
export function FullscreenIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <path d="M8 3H5a2 2 0 0 0-2 2v3m18 0V5a2 2 0 0 0-2-2h-3m0 18h3a2 2 0 0 0 2-2v-3M3 16v3a2 2 0 0 0 2 2h3" />
    </Svg>
  );
}

/** A page's words as text: a speech balloon with lines (it points nowhere: not mirrored). */
export function TranscriptIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <path d="M21 11.5a8.4 8.4 0 0 1-12.3 7.5L3 21l1.9-5.2A8.5 8.5 0 1 1 21 11.5z" />
      <path d="M8 10h8M8 14h5" />
    </Svg>
  );
}

/** A report: a flag. */
export function FlagIcon(props: GlyphProps) {
  return (
    <Svg {...props}>
      <path d="M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1zM4 22v-7" />
    </Svg>
  );
}
