import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { storyComments } from "../ReviewShared/reviewStoryFixtures";
import { text } from "../shared/storyHelpers";
import { ModerationList } from "./ModerationList";

const hrefs = (locale: Locale) => ({
  pending: `/${locale}/review`,
  approved: `/${locale}/review?status=approved`,
  rejected: `/${locale}/review?status=rejected`,
});

const meta = {
  title: "Comics/ModerationList",
  component: ModerationList,
  args: {
    comments: storyComments("en"),
    status: "pending",
    statusHrefs: hrefs("en"),
    onDecide: fn(async () => true),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "48rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ModerationList>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The filter marks the status shown; approving by keyboard saves the decision, takes the comment
 * off the list, says so, and puts focus on the next comment.
 */
const approveByKeyboard =
  (locale: Locale): Story["play"] =>
  async ({ canvas, args }) => {
    const filter = canvas.getByRole("navigation", { name: text(locale, "review.comments.filter") });
    await expect(within(filter).getByRole("link", { current: "page" })).toHaveTextContent(
      text(locale, "review.comments.status.pending"),
    );
    const [first, second] = storyComments(locale);
    const body = canvas.getByText(/\n/, { normalizer: (value) => value });
    await expect(body).toHaveAttribute("dir", "auto");
    const approve = canvas.getByRole("button", {
      name: text(locale, "review.comments.approveName").replace("{name}", first?.name ?? ""),
    });
    approve.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onDecide).toHaveBeenCalledWith(first?.id, "approve");
    await waitFor(() =>
      expect(canvas.getByRole("status")).toHaveTextContent(
        text(locale, "review.comments.approved"),
      ),
    );
    await expect(canvas.queryByText(first?.body ?? "-", { normalizer: (v) => v })).toBeNull();
    await waitFor(() =>
      expect(canvas.getByRole("heading", { level: 3, name: second?.name })).toHaveFocus(),
    );
  };

export const English: Story = { globals: { locale: "en" }, play: approveByKeyboard("en") };

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { comments: storyComments("ar"), statusHrefs: hrefs("ar") },
  play: approveByKeyboard("ar"),
};

/** A decision the server did not save: the comment stays and the failure is said. */
export const NotSaved: Story = {
  globals: { locale: "en" },
  args: { onDecide: fn(async () => false) },
  play: async ({ canvas }) => {
    const [first] = storyComments("en");
    await userEvent.click(
      canvas.getByRole("button", { name: `Reject the comment of ${first?.name}` }),
    );
    await waitFor(() =>
      expect(canvas.getByRole("status")).toHaveTextContent(text("en", "review.comments.failed")),
    );
    await expect(canvas.getByRole("heading", { level: 3, name: first?.name })).toBeVisible();
  },
};

/** Approved comments can still be rejected; an empty list says so. */
export const ApprovedEmpty: Story = {
  globals: { locale: "ar" },
  args: { comments: [], status: "approved", statusHrefs: hrefs("ar") },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text("ar", "review.comments.empty"))).toBeVisible();
  },
};
