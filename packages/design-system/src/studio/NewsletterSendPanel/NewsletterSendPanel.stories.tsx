import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { text } from "../../comics/shared/storyHelpers";
import type { WorkflowOutcome } from "../WorkflowPanel/WorkflowPanel";
import { NewsletterSendPanel } from "./NewsletterSendPanel";

const meta = {
  title: "Studio/NewsletterSendPanel",
  component: NewsletterSendPanel,
  args: {
    subscribers: 12,
    send: null,
    canSend: true,
    onSend: fn(async (): Promise<WorkflowOutcome> => ({ ok: true })),
    onRefresh: fn(),
  },
} satisfies Meta<typeof NewsletterSendPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A publisher asks to send, is asked to confirm (the question takes the focus and names how many
 * will get it), cancels with the keyboard (the focus goes back), then sends and hears so.
 */
const sends =
  (locale: Locale): Story["play"] =>
  async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const sendButton = () =>
      canvas.getByRole("button", { name: text(locale, "studio.newsletter.send") });
    await userEvent.click(sendButton());
    const group = canvas.getByRole("group");
    await expect(group).toHaveTextContent("12");
    await waitFor(() => expect(group.querySelector("legend")).toHaveFocus());
    await userEvent.click(
      canvas.getByRole("button", { name: text(locale, "studio.newsletter.cancel") }),
    );
    await expect(canvas.queryByRole("group")).toBeNull();
    await waitFor(() => expect(sendButton()).toHaveFocus());
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard("{Enter}");
    await userEvent.click(
      canvas.getByRole("button", { name: text(locale, "studio.newsletter.confirmSend") }),
    );
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("status")).toHaveTextContent(
      text(locale, "studio.newsletter.started"),
    );
  };

export const English: Story = { globals: { locale: "en" }, play: sends("en") };
export const Arabic: Story = { globals: { locale: "ar" }, play: sends("ar") };

const sent = {
  startedAt: "2025-06-02T07:30:00.000Z",
  recipients: 12,
  sent: 10,
  failed: 1,
  queued: 1,
  skipped: 0,
  unsubscribedSince: 2,
};

/** After the send: its counts, which anyone in the studio sees; no second send is offered. */
const counts =
  (locale: Locale): Story["play"] =>
  async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.queryByRole("button", { name: text(locale, "studio.newsletter.send") }),
    ).toBeNull();
    await expect(
      canvas.getByText(text(locale, "studio.newsletter.unsubscribedSince")),
    ).toBeVisible();
    await userEvent.click(
      canvas.getByRole("button", { name: text(locale, "studio.newsletter.refresh") }),
    );
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  };

export const SentEnglish: Story = {
  args: { send: sent },
  globals: { locale: "en" },
  play: counts("en"),
};
export const SentArabic: Story = {
  args: { send: sent },
  globals: { locale: "ar" },
  play: counts("ar"),
};

/** A refusal (sent meanwhile by another publisher) is said as an alert. */
export const Refused: Story = {
  args: {
    onSend: fn(async () => ({
      ok: false as const,
      error: "validation.newsletterAlreadySent" as const,
    })),
  },
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole("button", { name: text("en", "studio.newsletter.send") }),
    );
    await userEvent.click(
      canvas.getByRole("button", { name: text("en", "studio.newsletter.confirmSend") }),
    );
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      text("en", "validation.newsletterAlreadySent"),
    );
  },
};

/** An editor sees who would get it, without the button. */
export const EditorArabic: Story = {
  args: { canSend: false, subscribers: 3 },
  globals: { locale: "ar" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
