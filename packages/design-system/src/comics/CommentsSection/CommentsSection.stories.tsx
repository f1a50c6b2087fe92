import { type Locale, useT } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { commentsIn } from "../comicMeta/storyFixtures";
import { text } from "../shared/storyHelpers";
import { CommentsSection } from "./CommentsSection";

/** Stands for the app's comment form. */
function FormFixture() {
  const t = useT();
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <label htmlFor="comment-fixture" style={{ display: "block", fontWeight: 700 }}>
        {t("comics.comments.write")}
      </label>
      {/* The page's own font: a browser's default monospace differs from one machine to the next. */}
      <textarea id="comment-fixture" rows={3} style={{ inlineSize: "100%", font: "inherit" }} />
    </form>
  );
}

const meta = {
  title: "Comics/CommentsSection",
  component: CommentsSection,
  args: {
    comments: commentsIn("en"),
    signedIn: true,
    loginHref: "/en/login",
    form: <FormFixture />,
    onDelete: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "44rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CommentsSection>;

export default meta;
type Story = StoryObj<typeof meta>;

const lists =
  (locale: Locale, heading: string, when: string): Story["play"] =>
  async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent(heading);
    const list = canvas.getByRole("list", { name: text(locale, "comics.comments.list") });
    const items = within(list).getAllByRole("listitem");
    await expect(items).toHaveLength(4);
    await expect(items[0]?.querySelector("time")).toHaveAttribute("datetime", "2025-05-18T21:40");
    await expect(items[0]).toHaveTextContent(when);
    // The body's direction follows its own text; line breaks are kept.
    const body = items[1]?.querySelector("p[dir='auto']") as HTMLElement;
    await expect(getComputedStyle(body).direction).toBe(locale === "en" ? "rtl" : "ltr");
    await expect(getComputedStyle(body).whiteSpace).toBe("pre-line");
    await expect(items[2]).toHaveTextContent(text(locale, "comics.comments.deletedUser"));
    // Only one's own comment can be deleted.
    const remove = within(list).getByRole("button", {
      name: text(locale, "comics.comments.delete"),
    });
    await expect(items[3]).toContainElement(remove);
    await userEvent.click(remove);
    await expect(args.onDelete).toHaveBeenCalledWith("c4");
    await expect(
      canvas.getByRole("textbox", { name: text(locale, "comics.comments.write") }),
    ).toBeVisible();
  };

export const English: Story = {
  globals: { locale: "en" },
  play: lists("en", "4 comments", "May 18, 2025"),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { comments: commentsIn("ar"), loginHref: "/ar/login" },
  play: lists("ar", "4 تعليقات", "18 مايو 2025"),
};

export const VisitorEmptyEnglish: Story = {
  globals: { locale: "en" },
  args: { comments: [], signedIn: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2 })).toHaveTextContent("Comments");
    await expect(canvas.getByText(text("en", "comics.comments.empty"))).toBeVisible();
    await expect(canvas.getByRole("alert")).toHaveTextContent(text("en", "error.loginRequired"));
    await expect(canvas.queryByRole("textbox")).toBeNull();
  },
};

export const MobileArabic: Story = {
  globals: { locale: "ar" },
  parameters: { viewport: "mobile" },
  args: {
    comments: commentsIn("ar"),
    signedIn: false,
    loginHref: "/ar/login",
    onDelete: undefined,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("link", { name: text("ar", "comics.login.title") }),
    ).toHaveAttribute("href", "/ar/login");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
