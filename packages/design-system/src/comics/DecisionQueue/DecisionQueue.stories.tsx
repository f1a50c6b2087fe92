import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { text } from "../shared/storyHelpers";
import { DecisionQueue, type QueueEntry } from "./DecisionQueue";

// The queue knows no section: its fixtures are a translator application's, in each locale.
const people = {
  en: {
    name: "Layla Hassan",
    message: "I have translated manga from French for five years.\nSamples on request.",
  },
  ar: {
    name: "ليلى حسن",
    message: "أترجم القصص المصورة من الفرنسية منذ خمس سنوات.\nالنماذج متاحة عند الطلب.",
  },
} as const;

const entries = (locale: Locale): QueueEntry[] => {
  const person = people[locale];
  return [
    {
      id: "a1",
      title: person.name,
      state: { label: text(locale, "review.state.received"), tone: "waiting" },
      fields: [
        { label: text(locale, "review.field.email"), value: "layla@example.com" },
        {
          label: text(locale, "review.field.languages"),
          value: `${text(locale, "language.arabic")}, ${text(locale, "language.french")}`,
        },
      ],
      body: person.message,
      actions: [
        {
          id: "approve",
          label: text(locale, "review.comments.approve"),
          accessibleName: text(locale, "review.translators.approveName").replace(
            "{name}",
            person.name,
          ),
        },
        {
          id: "reject",
          label: text(locale, "review.comments.reject"),
          accessibleName: text(locale, "review.translators.rejectName").replace(
            "{name}",
            person.name,
          ),
          variant: "secondary",
          reason: { label: text(locale, "review.translators.reasonLabel") },
        },
      ],
    },
    {
      id: "a2",
      title: "Omar Farouk",
      state: { label: text(locale, "review.state.approved"), tone: "done" },
      fields: [
        { label: text(locale, "review.field.languages"), value: text(locale, "language.english") },
      ],
      actions: [],
    },
  ];
};

const meta = {
  title: "Comics/DecisionQueue",
  component: DecisionQueue,
  args: {
    heading: text("en", "review.section.translators"),
    empty: text("en", "review.translators.empty"),
    entries: entries("en"),
    savedText: (id: string) => id,
    // A reason is required to reject, as the server says it.
    onAct: fn(async (_id: string, action: string, input: { reason?: string }) =>
      action === "reject" && !input.reason ? { reason: "validation.required" as const } : true,
    ),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "48rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DecisionQueue>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Rejecting without a reason shows the field's message by it and focuses the field; with one,
 * the decision is sent and said, and focus goes to the entry's heading.
 */
const rejectWithReason =
  (locale: Locale): Story["play"] =>
  async ({ canvas, args }) => {
    const name = people[locale].name;
    const reject = canvas.getByRole("button", {
      name: text(locale, "review.translators.rejectName").replace("{name}", name),
    });
    await userEvent.click(reject);
    const reason = canvas.getByRole("textbox", {
      name: text(locale, "review.translators.reasonLabel"),
    });
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    await expect(reason).toHaveAccessibleDescription(text(locale, "validation.required"));
    await userEvent.type(reason, "Samples needed");
    await userEvent.keyboard("{Tab}{Enter}");
    await expect(args.onAct).toHaveBeenLastCalledWith("a1", "reject", { reason: "Samples needed" });
    await waitFor(() => expect(canvas.getByRole("heading", { level: 3, name })).toHaveFocus());
    await expect(canvas.getByRole("status")).toHaveTextContent("reject");
  };

export const English: Story = { globals: { locale: "en" }, play: rejectWithReason("en") };

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: {
    heading: text("ar", "review.section.translators"),
    empty: text("ar", "review.translators.empty"),
    entries: entries("ar"),
  },
  play: rejectWithReason("ar"),
};

/** Nothing waits: the section says so. */
export const Empty: Story = {
  globals: { locale: "en" },
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text("en", "review.translators.empty"))).toBeVisible();
  },
};
