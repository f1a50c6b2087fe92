import type { StudioSection } from "@rawafed/design-system/studio";
import type { Locale } from "@rawafed/i18n";
import { pagePath } from "../../site/paths";
import { studioKinds, studioListHref } from "./hrefs";

/** The studio's menu: each kind's list, then the media library. */
export const studioSections = (locale: Locale): StudioSection[] => [
  ...studioKinds.map((kind) => ({ id: kind, href: studioListHref(locale, kind) })),
  { id: "media", href: pagePath("studioMedia", locale), label: "studio.frame.media" },
];
