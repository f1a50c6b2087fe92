import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import {
  answer,
  blurShowsMessage,
  steps,
  submitShowsServerError,
  submitShowsSuccess,
  submitShowsSummary,
  succeed,
} from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { SecondFactorForm } from "./SecondFactorForm";

const meta = {
  title: "Forms/Comics/SecondFactorForm",
  component: SecondFactorForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed(), onRestart: fn() },
} satisfies Meta<typeof SecondFactorForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas }) => {
    await submitShowsSummary(canvas, "Verify and log in", "There is a problem", [
      ["Authentication code: This field is required.", "#second-factor-code"],
    ]);
    const code = canvas.getByRole("textbox", { name: /^Authentication code/ });
    await userEvent.type(code, "12345");
    await blurShowsMessage(code, "Enter the 6-digit code from your app, or a backup code.");
  }),
};

/** A pasted code in Arabic-Indic digits reaches the server in Latin digits. */
export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("textbox", { name: /^رمز التحقق/ }));
    await userEvent.paste("٤٨٢٩١٣");
    await submitShowsSuccess(canvas, "تحقق وسجل الدخول", "الرمز صحيح. لقد سجلت دخولك الآن.");
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: "482913" });
  }),
};

/** A backup code is taken as it was given, letters and dash. */
export const BackupCodeEnglish: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("textbox", { name: /^Authentication code/ }));
    await userEvent.paste("aB3de-9XyZ1");
    await submitShowsSuccess(
      canvas,
      "Verify and log in",
      "The code is right. You are now logged in.",
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({ code: "aB3de-9XyZ1" });
  }),
};

export const WrongCodeArabic: Story = {
  globals: { locale: "ar" },
  args: { onSubmit: answer({ code: "comics.secondFactor.wrong" }) },
  play: steps(async ({ canvas }) => {
    const code = canvas.getByRole("textbox", { name: /^رمز التحقق/ });
    await userEvent.type(code, "111111");
    await submitShowsServerError(
      canvas,
      "تحقق وسجل الدخول",
      code,
      "هذا الرمز غير صحيح. أدخل الرمز الذي يعرضه تطبيقك الآن، أو رمز استرداد لم تستخدمه من قبل.",
      [[code, "111111"]],
    );
  }),
};

/** Confirming a newly added app: its first code turns the protection on. */
export const SetUpEnglish: Story = {
  globals: { locale: "en" },
  args: { purpose: "setUp", onRestart: undefined, titleLevel: 3 },
  play: steps(async ({ canvas }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /^Authentication code/ }), "482913");
    await submitShowsSuccess(canvas, "Turn on", "Two-step verification is on.");
  }),
};

export const SetUpArabic: Story = {
  globals: { locale: "ar" },
  args: { purpose: "setUp", onRestart: undefined, titleLevel: 3 },
};
