// Compiles the catalogs at build: each ICU message becomes formatjs's AST, so the browser never
// ships or runs the message parser (the app aliases it to its no-parser build).
import { createRequire } from "node:module";
import { parse } from "@formatjs/icu-messageformat-parser";
import type { Plugin } from "vite";

const catalogFile = /[\\/]packages[\\/]i18n[\\/]src[\\/]messages[\\/](en|ar)[\\/][^\\/]+\.json$/;

export function precompiledMessages(): Plugin {
  const require = createRequire(import.meta.url);
  return {
    name: "rawafed:precompiled-messages",
    enforce: "pre",
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: require.resolve("@formatjs/icu-messageformat-parser/no-parser.js"),
          },
        ],
      },
    }),
    transform(code, id) {
      const locale = catalogFile.exec(id)?.[1];
      if (!locale) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      // The locale reads hour-cycle skeletons (`::jmm`: 2:30 م in Arabic, 2:30 PM in English).
      const options = { locale: new Intl.Locale(locale) };
      const compiled = Object.fromEntries(
        Object.entries(messages).map(([key, message]) => [key, parse(message, options)]),
      );
      // Still JSON: Vite's JSON plugin turns it into the module, as for the source file.
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}
