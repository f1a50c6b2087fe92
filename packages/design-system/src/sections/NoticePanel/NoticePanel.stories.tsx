import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor } from "storybook/test";
import { type NoticeContent, NoticePanel } from "./NoticePanel";

// Fixtures of the stories' own: the design system knows no site.
const en = {
  prompt: {
    tone: "neutral",
    title: "Unsubscribe from the newsletter",
    body: "Press the button below and we will stop sending news to your email address.",
  },
  done: {
    tone: "success",
    title: "You have been unsubscribed",
    body: "We will not send our newsletter to this address again.",
  },
  expired: {
    tone: "warning",
    title: "This link has expired or was already used",
    body: "A confirmation link works once, for 48 hours. Subscribe again to receive a new link.",
  },
  button: "Unsubscribe",
  home: "Back to home",
} as const satisfies Record<string, NoticeContent | string>;

const ar = {
  prompt: {
    tone: "neutral",
    title: "إلغاء الاشتراك في النشرة الإخبارية",
    body: "اضغط الزر أدناه، ولن نرسل الأخبار إلى بريدك الإلكتروني بعد الآن.",
  },
  done: {
    tone: "success",
    title: "تم إلغاء اشتراكك",
    body: "لن نرسل نشرتنا الإخبارية إلى هذا العنوان مرة أخرى.",
  },
  button: "إلغاء الاشتراك",
} as const satisfies Record<string, NoticeContent | string>;

const action = (label: string, outcome: NoticeContent) => ({
  label,
  href: "/api/unsubscribe?token=story-token",
  fields: { "List-Unsubscribe": "One-Click" },
  onConfirm: fn(async () => outcome),
});

const meta = {
  title: "Sections/NoticePanel",
  component: NoticePanel,
  args: { ...en.prompt, action: action(en.button, en.done) },
} satisfies Meta<typeof NoticePanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: en.prompt.title })).toBeVisible();
    const button = canvas.getByRole("button", { name: en.button });
    // A real form post: it works before the page's script runs, and without it.
    const form = button.closest("form");
    await expect(form).toHaveAttribute("method", "post");
    await expect(form).toHaveAttribute("action", "/api/unsubscribe?token=story-token");
    await expect(button).toHaveAttribute("type", "submit");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { ...ar.prompt, action: action(ar.button, ar.done) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 1, name: ar.prompt.title })).toBeVisible();
    await expect(canvas.getByRole("button", { name: ar.button })).toBeVisible();
  },
};

/** Pressed with the page's script running: the outcome replaces the notice, announced, focused. */
export const PressedArabic: Story = {
  globals: { locale: "ar" },
  args: { ...ar.prompt, action: action(ar.button, ar.done) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: ar.button }));
    await expect(args.action?.onConfirm).toHaveBeenCalledOnce();
    await expect(canvas.getByRole("status")).toHaveTextContent(ar.done.title);
    await expect(canvas.queryByRole("button")).toBeNull();
    const heading = canvas.getByRole("heading", { level: 1, name: ar.done.title });
    await waitFor(() => expect(heading).toHaveFocus());
  },
};

export const ExpiredEnglish: Story = {
  globals: { locale: "en" },
  args: { ...en.expired, action: undefined, link: { href: "/en", label: en.home } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(en.expired.title);
    await expect(canvas.getByRole("link", { name: en.home })).toHaveAttribute("href", "/en");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
