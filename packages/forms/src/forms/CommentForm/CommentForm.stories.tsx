import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import {
  answer,
  blurShowsMessage,
  fill,
  steps,
  submitShowsServerError,
  submitShowsSuccess,
  submitShowsSummary,
  succeed,
} from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { COMMENT_DETAILS_KEY, CommentForm } from "./CommentForm";

const meta = {
  title: "Forms/Corporate/CommentForm",
  component: CommentForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed() },
  // Every story starts, and leaves, with nothing remembered in this browser.
  beforeEach: () => {
    localStorage.removeItem(COMMENT_DETAILS_KEY);
    return () => localStorage.removeItem(COMMENT_DETAILS_KEY);
  },
} satisfies Meta<typeof CommentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas }) => {
    await blurShowsMessage(
      canvas.getByRole("textbox", { name: "Comment" }),
      "This field is required.",
    );
    await submitShowsSummary(canvas, "Post comment", "There is a problem", [
      ["Comment: This field is required.", "#comment-comment"],
      ["Name: This field is required.", "#comment-name"],
      ["Email: This field is required.", "#comment-email"],
    ]);
  }),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas }) => {
    await blurShowsMessage(canvas.getByRole("textbox", { name: "التعليق" }), "هذا الحقل مطلوب.");
    await submitShowsSummary(canvas, "نشر التعليق", "توجد مشكلة", [
      ["حقل التعليق: هذا الحقل مطلوب.", "#comment-comment"],
      ["حقل الاسم: هذا الحقل مطلوب.", "#comment-name"],
      ["حقل البريد الإلكتروني: هذا الحقل مطلوب.", "#comment-email"],
    ]);
  }),
};

export const ServerErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { onSubmit: answer({ website: "form.field.website.invalid" }) },
  play: steps(async ({ canvas }) => {
    const comment = canvas.getByRole("textbox", { name: "Comment" });
    const name = canvas.getByRole("textbox", { name: "Name" });
    const website = canvas.getByRole("textbox", { name: "Website" });
    await fill([
      [comment, "Clear and useful, thank you."],
      [name, "Huda"],
      [canvas.getByRole("textbox", { name: "Email" }), "huda@mail.example"],
      [website, "https://huda.example"],
    ]);
    await submitShowsServerError(
      canvas,
      "Post comment",
      website,
      "Enter a full web address, for example https://example.com.",
      [
        [comment, "Clear and useful, thank you."],
        [name, "Huda"],
      ],
    );
  }),
};

export const ServerErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { onSubmit: answer({ comment: "validation.max" }) },
  play: steps(async ({ canvas }) => {
    const comment = canvas.getByRole("textbox", { name: "التعليق" });
    await fill([
      [comment, "مقال مفيد، شكراً لكم."],
      [canvas.getByRole("textbox", { name: "الاسم" }), "هدى"],
      [canvas.getByRole("textbox", { name: "البريد الإلكتروني" }), "huda@mail.example"],
    ]);
    await submitShowsServerError(canvas, "نشر التعليق", comment, "هذا الحقل طويل جداً.", [
      [comment, "مقال مفيد، شكراً لكم."],
    ]);
  }),
};

export const SuccessEnglish: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas }) => {
    await fill([
      [canvas.getByRole("textbox", { name: "Comment" }), "Great article."],
      [canvas.getByRole("textbox", { name: "Name" }), "Huda"],
      [canvas.getByRole("textbox", { name: "Email" }), "huda@mail.example"],
    ]);
    await userEvent.click(canvas.getByRole("checkbox", { name: /^Save my name/ }));
    await submitShowsSuccess(
      canvas,
      "Post comment",
      "Thank you. We have received your comment and it will appear after review.",
    );
    await expect(JSON.parse(localStorage.getItem(COMMENT_DETAILS_KEY) ?? "null")).toEqual({
      name: "Huda",
      email: "huda@mail.example",
      website: "",
    });
  }),
};

export const SuccessArabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas }) => {
    await fill([
      [canvas.getByRole("textbox", { name: "التعليق" }), "مقال رائع."],
      [canvas.getByRole("textbox", { name: "الاسم" }), "هدى"],
      [canvas.getByRole("textbox", { name: "البريد الإلكتروني" }), "huda@mail.example"],
    ]);
    await submitShowsSuccess(canvas, "نشر التعليق", "شكراً لك. استلمنا تعليقك وسيظهر بعد مراجعته.");
    // Not asked to remember: nothing is kept.
    await expect(localStorage.getItem(COMMENT_DETAILS_KEY)).toBeNull();
  }),
};

/** Details saved by an earlier comment fill the form in. */
export const RememberedEnglish: Story = {
  globals: { locale: "en" },
  beforeEach: () => {
    localStorage.setItem(
      COMMENT_DETAILS_KEY,
      JSON.stringify({ name: "Huda", email: "huda@mail.example", website: "https://huda.example" }),
    );
  },
  play: steps(async ({ canvas }) => {
    await expect(await canvas.findByDisplayValue("huda@mail.example")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: "Name" })).toHaveValue("Huda");
    await expect(canvas.getByRole("textbox", { name: "Website" })).toHaveValue(
      "https://huda.example",
    );
    await expect(canvas.getByRole("checkbox", { name: /^Save my name/ })).toBeChecked();
  }),
};
