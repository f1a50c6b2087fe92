import { DesignSystemProvider } from "@rawafed/design-system";
import "@rawafed/design-system/fonts-swap";
import { dir, isLocale, type Locale } from "@rawafed/i18n";
import { catalogs } from "@rawafed/i18n/catalogs";
import type { Decorator, Preview } from "@storybook/react-vite";
import { useLayoutEffect } from "react";

/** Sets `lang`/`dir` on the story's document and wraps the story in its locale's providers. */
const withLocale: Decorator = (Story, context) => {
  const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : "en";
  useLayoutEffect(() => {
    document.documentElement.lang = locale;
    document.documentElement.dir = dir(locale);
  }, [locale]);
  return (
    // A fresh provider per locale (keyed), so one direction's state never leaks into the other.
    <DesignSystemProvider key={locale} locale={locale} messages={catalogs[locale]}>
      <Story />
    </DesignSystemProvider>
  );
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: "Interface language and direction",
      toolbar: {
        title: "Locale",
        icon: "globe",
        items: [
          { value: "en", title: "English (ltr)", right: "ltr" },
          { value: "ar", title: "العربية (rtl)", right: "rtl" },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: "en" },
  decorators: [withLocale],
  parameters: {
    layout: "padded",
    // axe runs in the browser tests (see vitest.setup.ts); the panel shows it while designing.
    a11y: { test: "todo" },
  },
};

export default preview;
