import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { text } from "../../comics/shared/storyHelpers";
import { revisions, say } from "../shared/studioStoryFixtures";
import { RevisionHistory } from "./RevisionHistory";

const historyArgs = (locale: Locale) => ({
  language: "en" as const,
  revisions,
  currentId: "r4",
  compareAction: `/${locale}/studio/news/n1/en/compare`,
  restoreAction: `/${locale}/studio/news/n1/en/restore`,
  hiddenFields: { csrf: "token-1" },
});

const meta = {
  title: "Studio/RevisionHistory",
  component: RevisionHistory,
  args: historyArgs("en"),
} satisfies Meta<typeof RevisionHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const history =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", {
        level: 2,
        name: say(locale, "studio.history.heading", { language: "en" }),
      }),
    ).toBeVisible();
    // Newest first, the current one marked in words and for assistive technology.
    const list = canvas.getByRole("list", { name: text(locale, "studio.history.revisions") });
    const items = within(list).getAllByRole("listitem");
    await expect(
      items.map((item) => within(item).getByRole("heading", { level: 3 }).textContent),
    ).toEqual([4, 3, 2, 1].map((number) => say(locale, "studio.history.revision", { number })));
    await expect(items[0]).toHaveAttribute("aria-current", "true");
    await expect(items[0]).toHaveTextContent(text(locale, "studio.history.current"));
    await expect(items.filter((item) => item.hasAttribute("aria-current"))).toHaveLength(1);
    // The author, Riyadh time, a mixed-direction note; an unknown author said so.
    await expect(items[0]).toHaveTextContent(text(locale, "studio.history.unknownAuthor"));
    await expect(items[0]?.querySelector("time")).toHaveTextContent(
      locale === "en" ? "May 28, 2025, 12:30 AM" : "28 مايو 2025، 12:30 ص",
    );
    await expect(within(items[1] as HTMLElement).getByText(/B-12/)).toHaveAttribute("dir", "auto");

    // Restore: none for the current revision; a POST form per older one, named and described.
    const restore = text(locale, "studio.history.restore");
    await expect(
      within(items[0] as HTMLElement).queryByRole("button", { name: restore }),
    ).toBeNull();
    const buttons = canvas.getAllByRole("button", { name: restore });
    await expect(buttons).toHaveLength(3);
    const second = buttons[1] as HTMLButtonElement;
    await expect(second).toHaveAccessibleDescription(
      say(locale, "studio.history.revision", { number: 2 }),
    );
    const form = second.form as HTMLFormElement;
    await expect(form.method).toBe("post");
    await expect(form.getAttribute("action")).toBe(`/${locale}/studio/news/n1/en/restore`);
    await expect(Object.fromEntries(new FormData(form))).toEqual({
      revision: "r2",
      csrf: "token-1",
    });

    // Compare: a GET form, the two newest chosen; the keyboard changes the choice.
    const from = canvas.getByRole("combobox", { name: text(locale, "studio.history.from") });
    const to = canvas.getByRole("combobox", { name: text(locale, "studio.history.to") });
    await expect(from).toHaveValue("r3");
    await expect(to).toHaveValue("r4");
    await expect(within(from).getAllByRole("option")).toHaveLength(4);
    await userEvent.selectOptions(from, "r1");
    const compare = (from as HTMLSelectElement).form as HTMLFormElement;
    await expect(compare.method).toBe("get");
    await expect(Object.fromEntries(new FormData(compare))).toEqual({ from: "r1", to: "r4" });
    await expect(
      within(compare).getByRole("group", { name: text(locale, "studio.history.compare") }),
    ).toBeVisible();
    await userEvent.selectOptions(from, "r3");
    from.blur();
  };

export const English: Story = { globals: { locale: "en" }, play: history("en") };
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: historyArgs("ar"),
  play: history("ar"),
};

/** On a phone, From and To stack above the button. */
export const ArabicPhone: Story = {
  globals: { locale: "ar" },
  args: { ...historyArgs("ar"), language: "ar", revisions: revisions.slice(0, 2), currentId: "r2" },
  parameters: { viewport: "mobile" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", {
        level: 2,
        name: say("ar", "studio.history.heading", { language: "ar" }),
      }),
    ).toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
