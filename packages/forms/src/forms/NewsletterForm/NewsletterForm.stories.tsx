import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
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
import { NewsletterForm } from "./NewsletterForm";

const meta = {
  title: "Forms/Corporate/NewsletterForm",
  component: NewsletterForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed() },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas }) => {
    const email = canvas.getByRole("textbox", { name: "Email address for the newsletter" });
    await blurShowsMessage(email, "This field is required.");
    await submitShowsSummary(canvas, "Subscribe", "There is a problem", [
      ["Email address for the newsletter: This field is required.", "#newsletter-email"],
    ]);
    await fill([[email, "not-an-email"]]);
    await blurShowsMessage(email, "This field must be a valid email.");
  }),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas }) => {
    await blurShowsMessage(
      canvas.getByRole("textbox", { name: "البريد الإلكتروني للنشرة الإخبارية" }),
      "هذا الحقل مطلوب.",
    );
    await submitShowsSummary(canvas, "اشتراك", "توجد مشكلة", [
      ["حقل البريد الإلكتروني للنشرة الإخبارية: هذا الحقل مطلوب.", "#newsletter-email"],
    ]);
  }),
};

export const ServerErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { onSubmit: answer({ email: "validation.fieldInvalid" }) },
  play: steps(async ({ canvas }) => {
    const email = canvas.getByRole("textbox", { name: "Email address for the newsletter" });
    await fill([[email, "sara@mail.example"]]);
    await submitShowsServerError(canvas, "Subscribe", email, "This field is invalid", [
      [email, "sara@mail.example"],
    ]);
  }),
};

export const ServerErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { onSubmit: answer({ email: "validation.fieldInvalid" }) },
  play: steps(async ({ canvas }) => {
    const email = canvas.getByRole("textbox", { name: "البريد الإلكتروني للنشرة الإخبارية" });
    await fill([[email, "sara@mail.example"]]);
    await submitShowsServerError(canvas, "اشتراك", email, "هذا الحقل غير صالح", [
      [email, "sara@mail.example"],
    ]);
  }),
};

export const SuccessEnglish: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas, args }) => {
    await fill([
      [
        canvas.getByRole("textbox", { name: "Email address for the newsletter" }),
        " sara@mail.example ",
      ],
    ]);
    await submitShowsSuccess(
      canvas,
      "Subscribe",
      "Check your inbox: we have sent you an email with a link to confirm your subscription.",
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: "sara@mail.example",
      company_website: "",
    });
  }),
};

export const SuccessArabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas }) => {
    await fill([
      [
        canvas.getByRole("textbox", { name: "البريد الإلكتروني للنشرة الإخبارية" }),
        "sara@mail.example",
      ],
    ]);
    await submitShowsSuccess(
      canvas,
      "اشتراك",
      "تحقّق من بريدك الوارد: أرسلنا إليك رسالة فيها رابط لتأكيد اشتراكك.",
    );
  }),
};
