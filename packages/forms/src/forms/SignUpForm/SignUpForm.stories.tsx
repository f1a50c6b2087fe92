import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
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
import { SignUpForm } from "./SignUpForm";

const now = () => new Date(2024, 5, 15, 12);

const meta = {
  title: "Forms/Comics/SignUpForm",
  component: SignUpForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed(), loginHref: "#login", now },
} satisfies Meta<typeof SignUpForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story["play"]>>[0]["canvas"];

const text = {
  en: {
    fullName: "Full name",
    email: "Email",
    password: /^Password/,
    confirm: /^Confirm password/,
    next: "Next",
    back: "Back",
    submit: "Create account",
    female: "Female",
    nationality: "Nationality",
    consent: "I agree to the terms and conditions",
    name: "Noura Alotaibi",
  },
  ar: {
    fullName: "الاسم الكامل",
    email: "البريد الإلكتروني",
    password: /^كلمة المرور/,
    confirm: /^تأكيد كلمة المرور/,
    next: "التالي",
    back: "رجوع",
    submit: "إنشاء الحساب",
    female: "أنثى",
    nationality: "الجنسية",
    consent: "أوافق على الشروط والأحكام",
    name: "نورة العتيبي",
  },
} as const;

async function fillStep1(canvas: Canvas, locale: "en" | "ar") {
  const words = text[locale];
  await fill([
    [canvas.getByRole("textbox", { name: words.fullName }), words.name],
    [canvas.getByRole("textbox", { name: words.email }), "noura@mail.example"],
    [canvas.getByLabelText(words.password), "Abcde123!"],
    [canvas.getByLabelText(words.confirm), "Abcde123!"],
  ]);
  await userEvent.click(canvas.getByRole("button", { name: words.next }));
  await waitFor(() => expect(canvas.getByRole("heading", { level: 2 })).toHaveFocus());
  await expect(
    canvas.getByText(locale === "en" ? "Step 2: Profile details" : "الخطوة 2: بيانات الملف الشخصي"),
  ).toHaveAttribute("aria-current", "step");
}

async function fillStep2(canvas: Canvas, locale: "en" | "ar") {
  const words = text[locale];
  await userEvent.click(canvas.getByRole("radio", { name: words.female }));
  await userEvent.type(
    canvas.getByRole("combobox", { name: words.nationality }),
    locale === "en" ? "Saudi" : "سعودي",
  );
  await userEvent.click(canvas.getByRole("checkbox", { name: words.consent }));
}

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas }) => {
    await expect(canvas.getByText("Step 1: Personal information")).toHaveAttribute(
      "aria-current",
      "step",
    );
    await blurShowsMessage(
      canvas.getByRole("textbox", { name: "Full name" }),
      "This field is required.",
    );
    await submitShowsSummary(canvas, "Next", "There is a problem", [
      ["Full name: This field is required.", "#signup-fullName"],
      ["Email: This field is required.", "#signup-email"],
      ["Password: This field is required.", "#signup-password"],
      ["Confirm password: This field is required.", "#signup-confirmPassword"],
    ]);
  }),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas }) => {
    await blurShowsMessage(
      canvas.getByRole("textbox", { name: "الاسم الكامل" }),
      "هذا الحقل مطلوب.",
    );
    await submitShowsSummary(canvas, "التالي", "توجد مشكلة", [
      ["حقل الاسم الكامل: هذا الحقل مطلوب.", "#signup-fullName"],
      ["حقل البريد الإلكتروني: هذا الحقل مطلوب.", "#signup-email"],
      ["حقل كلمة المرور: هذا الحقل مطلوب.", "#signup-password"],
      ["حقل تأكيد كلمة المرور: هذا الحقل مطلوب.", "#signup-confirmPassword"],
    ]);
  }),
};

/** The confirmation is checked again when the password changes. */
export const MismatchEnglish: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas }) => {
    const password = canvas.getByLabelText(/^Password/);
    const confirm = canvas.getByLabelText(/^Confirm password/);
    await fill([
      [password, "Abcde123!"],
      [confirm, "Abcde123!"],
    ]);
    await userEvent.tab();
    await expect(confirm).not.toHaveAttribute("aria-invalid");
    await fill([[password, "Abcde123?"]]);
    await userEvent.tab();
    await waitFor(() =>
      expect(confirm).toHaveAccessibleDescription("These passwords don't match."),
    );
  }),
};

export const ServerErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { onSubmit: answer({ email: "validation.fieldInvalid" }) },
  play: steps(async ({ canvas }) => {
    await fillStep1(canvas, "en");
    await fillStep2(canvas, "en");
    // The server refuses the e-mail of step 1: back there, with everything kept.
    await userEvent.click(canvas.getByRole("button", { name: "Create account" }));
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent("Email: This field is invalid");
    const email = canvas.getByRole("textbox", { name: "Email" });
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("This field is invalid");
    await expect(email).toHaveValue("noura@mail.example");
    await expect(canvas.getByRole("textbox", { name: "Full name" })).toHaveValue("Noura Alotaibi");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await expect(await canvas.findByRole("radio", { name: "Female" })).toBeChecked();
  }),
};

export const ServerErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { onSubmit: answer({ nationality: "validation.fieldInvalid" }) },
  play: steps(async ({ canvas }) => {
    await fillStep1(canvas, "ar");
    await fillStep2(canvas, "ar");
    const nationality = canvas.getByRole("combobox", { name: "الجنسية" });
    await submitShowsServerError(canvas, "إنشاء الحساب", nationality, "هذا الحقل غير صالح", [
      [nationality, "سعودي"],
    ]);
  }),
};

export const SuccessEnglish: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas, args }) => {
    await fillStep1(canvas, "en");
    // Back keeps what was typed.
    await userEvent.click(canvas.getByRole("button", { name: "Back" }));
    await expect(canvas.getByRole("textbox", { name: "Full name" })).toHaveValue("Noura Alotaibi");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await fillStep2(canvas, "en");
    await userEvent.type(canvas.getByLabelText("Date of birth"), "1998-02-28");
    await submitShowsSuccess(
      canvas,
      "Create account",
      "We have sent you a verification email. Click the link in it to activate your account.",
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fullName: "Noura Alotaibi",
      email: "noura@mail.example",
      password: "Abcde123!",
      confirmPassword: "Abcde123!",
      gender: "female",
      dateOfBirth: "1998-02-28",
      nationality: "saudi",
      photo: null,
      consent: true,
    });
  }),
};

export const SuccessArabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas }) => {
    await fillStep1(canvas, "ar");
    await fillStep2(canvas, "ar");
    await submitShowsSuccess(
      canvas,
      "إنشاء الحساب",
      "أرسلنا إليك رسالة تحقق عبر البريد الإلكتروني. انقر على الرابط الوارد فيها لتفعيل حسابك.",
    );
  }),
};

/** Step 2 without the consent: the summary lists it, the date is checked. */
export const Step2ErrorsEnglish: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas }) => {
    await fillStep1(canvas, "en");
    await userEvent.type(canvas.getByLabelText("Date of birth"), "2030-01-01");
    await submitShowsSummary(canvas, "Create account", "There is a problem", [
      ["Date of birth: Date must not be in the future.", "#signup-dateOfBirth"],
      [
        "I agree to the terms and conditions: You must accept the terms and conditions.",
        "#signup-consent",
      ],
    ]);
  }),
};

/** Under a page's own h1 (titleLevel 2): the step is an h3, and the error summary's heading too. */
export const NestedEnglish: Story = {
  globals: { locale: "en" },
  args: { titleLevel: 2 },
  parameters: { screenshot: false },
  play: steps(async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { level: 2, name: "Sign up" })).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 3, name: "Step 1 of 2" })).toBeVisible();
    await submitShowsSummary(canvas, "Next", "There is a problem", [
      ["Full name: This field is required.", "#signup-fullName"],
      ["Email: This field is required.", "#signup-email"],
      ["Password: This field is required.", "#signup-password"],
      ["Confirm password: This field is required.", "#signup-confirmPassword"],
    ]);
    await expect(
      canvas.getByRole("heading", { level: 3, name: "There is a problem" }),
    ).toBeVisible();
  }),
};
