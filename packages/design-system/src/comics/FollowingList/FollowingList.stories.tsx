import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { inAccountFrame } from "../accountParts/storyFrame";
import { coverSrc, portraitSrc, text } from "../shared/storyHelpers";
import { type FollowedItem, FollowingList } from "./FollowingList";

const followsIn = (locale: Locale) => {
  const ar = locale === "ar";
  const comics: FollowedItem[] = [
    {
      id: "c1",
      name: ar ? "ساعي الليل" : "The Night Courier",
      href: `/${locale}/comics/the-night-courier`,
      imageSrc: coverSrc,
    },
  ];
  const translators: FollowedItem[] = [
    {
      id: "t1",
      name: ar ? "ليلى حسن" : "Layla Hassan",
      href: `/${locale}/translators/t1`,
      imageSrc: portraitSrc,
    },
    { id: "t2", name: ar ? "عمر الشامي" : "Omar Shami", href: `/${locale}/translators/t2` },
  ];
  const publishers: FollowedItem[] = [
    {
      id: "p1",
      name: ar ? "دار الأفق" : "Horizon House",
      href: `/${locale}/publishers/horizon-house`,
    },
  ];
  return { comics, translators, publishers };
};

const meta = {
  title: "Comics/FollowingList",
  component: FollowingList,
  decorators: [inAccountFrame("following")],
  args: { ...followsIn("en"), onUnfollow: fn() },
} satisfies Meta<typeof FollowingList>;

export default meta;
type Story = StoryObj<typeof meta>;

const groupNames = (locale: Locale) =>
  (["comics", "translators", "publishers"] as const).map((group) =>
    text(locale, `comics.following.${group}`),
  );

/**
 * Three headed groups in order; "Unfollow" by keyboard removes the row, says so, and moves the
 * focus on; unfollowing the only publisher takes the group away.
 */
const unfollows =
  (locale: Locale): Story["play"] =>
  async ({ canvas, args }) => {
    const { translators, publishers } = followsIn(locale);
    const headings = canvas.getAllByRole("heading", { level: 2 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(groupNames(locale));
    const unfollow = text(locale, "comics.following.unfollow");
    const buttons = canvas.getAllByRole("button", { name: unfollow });
    await expect(buttons).toHaveLength(4);
    await expect(buttons[1]).toHaveAccessibleDescription(translators[0]?.name ?? "");

    (buttons[1] as HTMLElement).focus();
    await userEvent.keyboard(" ");
    await expect(args.onUnfollow).toHaveBeenCalledWith("translator", "t1");
    await expect(canvas.getByRole("status")).toHaveTextContent(
      text(locale, "comics.following.unfollowed").replace("{name}", translators[0]?.name ?? ""),
    );
    await waitFor(() => expect(buttons[2]).toHaveFocus());

    await userEvent.click(buttons[3] as HTMLElement);
    await expect(args.onUnfollow).toHaveBeenLastCalledWith("publisher", "p1");
    await waitFor(() =>
      expect(canvas.queryByRole("heading", { name: groupNames(locale)[2] })).toBeNull(),
    );
    await expect(canvas.queryByRole("link", { name: publishers[0]?.name })).toBeNull();
    // The last row gone: the focus goes back to the row before.
    await waitFor(() => expect(buttons[2]).toHaveFocus());
  };

export const English: Story = { globals: { locale: "en" }, play: unfollows("en") };
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: followsIn("ar"),
  play: unfollows("ar"),
};

export const ListArabic: Story = {
  globals: { locale: "ar" },
  args: followsIn("ar"),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "ليلى حسن" })).toHaveAttribute(
      "href",
      "/ar/translators/t1",
    );
  },
};

export const EmptyEnglish: Story = {
  globals: { locale: "en" },
  args: { comics: [], translators: [], publishers: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text("en", "comics.following.empty"))).toBeVisible();
  },
};

export const MobileEnglish: Story = {
  globals: { locale: "en" },
  parameters: { viewport: "mobile" },
  play: async ({ canvas }) => {
    const row = canvas.getByRole("link", { name: "Omar Shami" }).closest("li") as HTMLElement;
    const button = within(row).getByRole("button", { name: "Unfollow" });
    const name = within(row).getByRole("link", { name: "Omar Shami" });
    await expect(button.getBoundingClientRect().top).toBeGreaterThan(
      name.getBoundingClientRect().bottom,
    );
  },
};
