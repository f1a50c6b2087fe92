// Shared material for the layouts' stories: the same page in each locale and viewport.
import type { Locale } from "@rawafed/i18n";
import type { StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { PageContent, shellFixture } from "../shell/storyFixtures";
import { textContrast } from "./contrast";

export function shellArgs(locale: Locale) {
  return {
    ...shellFixture(locale),
    locale,
    twinHref: locale === "en" ? "/ar" : "/en",
    year: 2026,
    children: <PageContent />,
  };
}

/** English and Arabic, desktop and mobile, each checking the landmarks and the twin link. */
export function localeStories(): Record<
  "English" | "Arabic" | "EnglishMobile" | "ArabicMobile",
  StoryObj
> {
  const story = (locale: Locale, viewport: "desktop" | "mobile"): StoryObj => ({
    globals: { locale },
    args: shellArgs(locale),
    parameters: { layout: "fullscreen", viewport },
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await expect(canvas.getByRole("main")).toContainElement(
        canvas.getByRole("heading", { level: 1 }),
      );
      const twin = canvas.getAllByRole("link", { name: locale === "en" ? "العربية" : "English" });
      await expect(twin[0]).toHaveAttribute("href", locale === "en" ? "/ar" : "/en");
      // Readable on whatever header holds it (a light bar or the reader's dark one).
      for (const link of twin) await expect(textContrast(link)).toBeGreaterThanOrEqual(4.5);
    },
  });
  return {
    English: story("en", "desktop"),
    Arabic: story("ar", "desktop"),
    EnglishMobile: story("en", "mobile"),
    ArabicMobile: story("ar", "mobile"),
  };
}
