import { DesignSystemProvider } from "@rawafed/design-system";
import "@rawafed/design-system/fonts-swap";
import { dir, isLocale, type Locale } from "@rawafed/i18n";
import { catalogs } from "@rawafed/i18n/catalogs";
import {
  ArgTypes,
  Description,
  Primary,
  Stories,
  Subtitle,
  Title,
} from "@storybook/addon-docs/blocks";
import type { Decorator, Preview } from "@storybook/react-vite";
import { useLayoutEffect } from "react";

/**
 * Wraps the story in its locale's providers and gives it its language and direction: the
 * document's own on the story's canvas; on a docs page, where English and Arabic stories stand side
 * by side in one document, a block of its own around each story.
 */
const withLocale: Decorator = (Story, context) => {
  const locale: Locale = isLocale(context.globals.locale) ? context.globals.locale : "en";
  const inDocs = context.viewMode === "docs";
  useLayoutEffect(() => {
    if (inDocs) return;
    document.documentElement.lang = locale;
    document.documentElement.dir = dir(locale);
  }, [locale, inDocs]);
  // A fresh provider per locale (keyed), so one direction's state never leaks into the other.
  const story = (
    <DesignSystemProvider key={locale} locale={locale} messages={catalogs[locale]}>
      <Story />
    </DesignSystemProvider>
  );
  return inDocs ? (
    <div lang={locale} dir={dir(locale)}>
      {story}
    </div>
  ) : (
    story
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
  // Every component's stories have a docs page: its props from its TypeScript types, then the
  // stories; the prose beside it (`Component.mdx`) takes its place where there is one.
  tags: ["autodocs"],
  decorators: [withLocale],
  parameters: {
    layout: "padded",
    // axe runs in the browser tests (see vitest.setup.ts); the panel shows it while designing.
    a11y: { test: "todo" },
    docs: {
      // The props as a table to read (types, defaults, descriptions), not Storybook's editors.
      page: () => (
        <>
          <Title />
          <Subtitle />
          <Description />
          <Primary />
          <ArgTypes />
          <Stories />
        </>
      ),
    },
  },
};

export default preview;
