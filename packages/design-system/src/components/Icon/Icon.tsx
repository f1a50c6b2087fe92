import type { ReactNode } from "react";
import * as styles from "./Icon.css";

// Line icons on a 24 × 24 grid, drawn with `currentColor`; shapes after Lucide (ISC) and Tabler
// (MIT). Bundled with the code: no icon service is called at run time.
const stroke = {
  fill: "none",
  stroke: "currentColor",
  strokeWidth: 2,
  strokeLinecap: "round",
  strokeLinejoin: "round",
} as const;

interface IconDefinition {
  /** Points along the reading direction, so it mirrors in rtl unless told otherwise. */
  pointing?: boolean;
  shape: ReactNode;
}

const definitions = {
  "arrow-up": { shape: <path d="m5 12 7-7 7 7M12 19V5" /> },
  chat: { shape: <path d="M7.9 20A9 9 0 1 0 4 16.1L2 22Z" /> },
  chevron: { pointing: true, shape: <path d="m9 18 6-6-6-6" /> },
  "chevron-down": { shape: <path d="m6 9 6 6 6-6" /> },
  close: { shape: <path d="M18 6 6 18M6 6l12 12" /> },
  download: {
    shape: <path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />,
  },
  external: {
    pointing: true,
    shape: (
      <path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />
    ),
  },
  facebook: {
    shape: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  },
  globe: {
    shape: (
      <>
        <circle cx="12" cy="12" r="10" />
        <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20" />
      </>
    ),
  },
  instagram: {
    shape: (
      <>
        <rect x="2" y="2" width="20" height="20" rx="5" />
        <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37zM17.5 6.5h.01" />
      </>
    ),
  },
  linkedin: {
    shape: (
      <>
        <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
        <rect x="2" y="9" width="4" height="12" />
        <circle cx="4" cy="4" r="2" />
      </>
    ),
  },
  mail: {
    shape: (
      <>
        <rect x="2" y="4" width="20" height="16" rx="2" />
        <path d="m22 7-8.97 5.7a1.94 1.94 0 0 1-2.06 0L2 7" />
      </>
    ),
  },
  menu: { shape: <path d="M4 6h16M4 12h16M4 18h16" /> },
  message: { shape: <path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" /> },
  phone: {
    shape: (
      <path d="M22 16.92v3a2 2 0 0 1-2.18 2 19.79 19.79 0 0 1-8.63-3.07 19.5 19.5 0 0 1-6-6 19.79 19.79 0 0 1-3.07-8.67A2 2 0 0 1 4.11 2h3a2 2 0 0 1 2 1.72 12.84 12.84 0 0 0 .7 2.81 2 2 0 0 1-.45 2.11L8.09 9.91a16 16 0 0 0 6 6l1.27-1.27a2 2 0 0 1 2.11-.45 12.84 12.84 0 0 0 2.81.7A2 2 0 0 1 22 16.92z" />
    ),
  },
  whatsapp: {
    shape: (
      <path d="m3 21 1.65-3.8a9 9 0 1 1 3.4 2.9L3 21M9 10a.5.5 0 0 0 1 0V9a.5.5 0 0 0-1 0v1a5 5 0 0 0 5 5h1a.5.5 0 0 0 0-1h-1a.5.5 0 0 0 0 1" />
    ),
  },
  x: { shape: <path d="M4 4l11.733 16H20L8.267 4zM4 20l6.768-6.768m2.46-2.46L20 4" /> },
  youtube: {
    shape: (
      <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17M10 15l5-3-5-3z" />
    ),
  },
} satisfies Record<string, IconDefinition>;

export type IconName = keyof typeof definitions;
export const iconNames = Object.keys(definitions) as IconName[];

export interface IconProps {
  name: IconName;
  /** Edge length, in CSS units or pixels; follows the text size by default. */
  size?: number | string;
  /**
   * An accessible name, from the catalog, for an icon that carries meaning on its own. Without it
   * the icon is decorative and hidden from assistive technology (the default).
   */
  label?: string;
  /** Mirrors the icon in rtl; defaults to true for pointing icons (chevron, external). */
  mirrorInRtl?: boolean;
  className?: string;
}

/** A bundled inline-SVG icon. */
export function Icon({ name, size = "1.25em", label, mirrorInRtl, className }: IconProps) {
  const definition: IconDefinition = definitions[name];
  const mirror = mirrorInRtl ?? definition.pointing ?? false;
  const classes = [styles.icon, mirror ? styles.mirrored : undefined, className]
    .filter(Boolean)
    .join(" ");
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={classes}
      focusable="false"
      {...stroke}
      role={label ? "img" : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      data-icon={name}
    >
      {definition.shape}
    </svg>
  );
}
