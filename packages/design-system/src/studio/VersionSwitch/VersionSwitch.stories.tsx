import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { text } from "../../comics/shared/storyHelpers";
import { VersionSwitch } from "./VersionSwitch";

const meta = {
  title: "Studio/VersionSwitch",
  component: VersionSwitch,
  args: {
    current: "en",
    versions: [
      { language: "en", href: "#en", state: "published" },
      { language: "ar", href: "#ar", state: "draft", outdated: true },
    ],
  },
} satisfies Meta<typeof VersionSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each version is a link named by its language and state; the edited one is current. */
const switches =
  (locale: Locale): Story["play"] =>
  async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("navigation")).toHaveAccessibleName(
      text(locale, "studio.editor.versions"),
    );
    const links = canvas.getAllByRole("link");
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute("aria-current", "page");
    await expect(links[1]).not.toHaveAttribute("aria-current");
    await expect(links[1]).toHaveTextContent(text(locale, "studio.state.outdated"));
  };

export const English: Story = { globals: { locale: "en" }, play: switches("en") };
export const Arabic: Story = { globals: { locale: "ar" }, play: switches("ar") };
