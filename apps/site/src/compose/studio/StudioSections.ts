import type { StudioSection } from "@rawafed/design-system/studio";
import type { Locale } from "@rawafed/i18n";
import { studioKinds, studioListHref } from "./hrefs";

/** The studio's menu: each kind's list. */
export const studioSections = (locale: Locale): StudioSection[] =>
  studioKinds.map((kind) => ({ id: kind, href: studioListHref(locale, kind) }));
