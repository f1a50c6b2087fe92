import { fileURLToPath } from "node:url";
import type { StorybookConfig } from "@storybook/react-vite";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { css } from "../scripts/css.ts";

const config: StorybookConfig = {
  // Foundations and guides (`.storybook/docs`) come first in the sidebar, then every package's
  // components, each with the docs page written beside it (`Component.mdx`).
  stories: [
    "./docs/**/*.mdx",
    "../packages/*/src/**/*.mdx",
    "../packages/*/src/**/*.stories.@(ts|tsx)",
  ],
  addons: ["@storybook/addon-docs", "@storybook/addon-a11y", "@storybook/addon-vitest"],
  framework: { name: "@storybook/react-vite", options: {} },
  core: { disableTelemetry: true },
  viteFinal: async (viteConfig) => {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    viteConfig.css = { ...viteConfig.css, ...css };
    // The doc blocks every docs page imports, by one name wherever the page sits.
    viteConfig.resolve = {
      ...viteConfig.resolve,
      alias: { "#docs": fileURLToPath(new URL("./docs", import.meta.url)) },
    };
    return viteConfig;
  },
};

export default config;
