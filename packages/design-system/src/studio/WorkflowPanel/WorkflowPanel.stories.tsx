import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { text } from "../../comics/shared/storyHelpers";
import { type WorkflowOutcome, WorkflowPanel } from "./WorkflowPanel";

const meta = {
  title: "Studio/WorkflowPanel",
  component: WorkflowPanel,
  args: {
    language: "en",
    state: "draft",
    published: false,
    changesWaiting: false,
    canPublish: true,
    previewHref: "#preview",
    historyHref: "#history",
    minScheduleAt: "2025-06-01T09:00",
    onRequestReview: fn(async (): Promise<WorkflowOutcome> => ({ ok: true })),
    onPublish: fn(async (): Promise<WorkflowOutcome> => ({ ok: true })),
    onUnpublish: fn(async (): Promise<WorkflowOutcome> => ({ ok: true })),
    onSchedule: fn(async (): Promise<WorkflowOutcome> => ({ ok: true })),
  },
} satisfies Meta<typeof WorkflowPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A publisher publishes, and is told so in a polite status. */
const publishes =
  (locale: Locale): Story["play"] =>
  async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole("button", { name: text(locale, "studio.workflow.publish") }),
    );
    await expect(args.onPublish).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("status")).toHaveTextContent(
      text(locale, "studio.workflow.publishedNow"),
    );
    // A schedule without a time is refused before anything is sent.
    await userEvent.click(
      canvas.getByRole("button", { name: text(locale, "studio.workflow.scheduleSubmit") }),
    );
    await expect(args.onSchedule).not.toHaveBeenCalled();
    // The time field says what is missing, is marked invalid and has the focus.
    const at = canvas.getByLabelText(text(locale, "studio.workflow.scheduleAt"));
    await expect(at).toHaveFocus();
    await expect(at).toHaveAttribute("aria-invalid", "true");
    await expect(at).toHaveAccessibleDescription(text(locale, "validation.required"));
    await userEvent.type(at, "2025-06-02T10:30");
    await expect(at).not.toHaveAttribute("aria-invalid");
    await userEvent.click(
      canvas.getByRole("button", { name: text(locale, "studio.workflow.scheduleSubmit") }),
    );
    await expect(args.onSchedule).toHaveBeenCalledWith("publish", "2025-06-02T10:30");
  };

export const English: Story = { globals: { locale: "en" }, play: publishes("en") };
export const Arabic: Story = {
  args: { language: "ar" },
  globals: { locale: "ar" },
  play: publishes("ar"),
};

/** An editor asks for publication; a refusal is said as an alert. */
export const EditorAsks: Story = {
  args: {
    canPublish: false,
    onRequestReview: fn(async () => ({
      ok: false as const,
      error: "validation.serverError" as const,
    })),
  },
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole("button", { name: text("en", "studio.workflow.publish") }),
    ).toBeNull();
    await userEvent.click(
      canvas.getByRole("button", { name: text("en", "studio.workflow.requestReview") }),
    );
    await expect(canvas.getByRole("alert")).toHaveTextContent(text("en", "validation.serverError"));
  },
};

/** Published with a change waiting and an unpublication scheduled, in Arabic. */
export const PublishedArabic: Story = {
  args: {
    language: "ar",
    state: "published",
    published: true,
    changesWaiting: true,
    publicHref: "#public",
    unpublishAt: "2025-06-30T21:00:00Z",
  },
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text("ar", "studio.workflow.changesWaiting"))).toBeVisible();
    await expect(
      canvas.getByRole("button", { name: text("ar", "studio.workflow.unpublish") }),
    ).toBeVisible();
  },
};

/** A disclosure its viewer wrote: no publish, no schedule, and who must publish it instead. */
export const FourEyes: Story = {
  args: { canPublish: true, writtenByViewer: true, state: "inReview" },
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(text("en", "studio.workflow.fourEyes"))).toBeVisible();
    await expect(
      canvas.queryByRole("button", { name: text("en", "studio.workflow.publish") }),
    ).toBeNull();
    await expect(
      canvas.queryByRole("button", { name: text("en", "studio.workflow.scheduleSubmit") }),
    ).toBeNull();
  },
};
