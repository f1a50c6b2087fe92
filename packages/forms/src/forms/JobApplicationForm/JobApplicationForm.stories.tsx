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
import { JobApplicationForm } from "./JobApplicationForm";

const meta = {
  title: "Forms/Corporate/JobApplicationForm",
  component: JobApplicationForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed(), retentionDays: 180 },
} satisfies Meta<typeof JobApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const cv = () => new File([new Uint8Array(200 * 1024)], "omar-cv.pdf", { type: "application/pdf" });

async function uploadCv(canvasElement: HTMLElement) {
  const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]");
  if (!input) throw new Error("no file input");
  await userEvent.upload(input, cv());
}

type Canvas = Parameters<NonNullable<Story["play"]>>[0]["canvas"];

/** Fills every required field; answers the elements to check afterwards. */
async function fillApplication(canvas: Canvas, canvasElement: HTMLElement, locale: "en" | "ar") {
  const en = locale === "en";
  const name = canvas.getByRole("textbox", { name: en ? "Name" : "الاسم" });
  const email = canvas.getByRole("textbox", { name: en ? "Email" : "البريد الإلكتروني" });
  const phone = canvas.getByRole("textbox", { name: en ? "Phone number" : "رقم الهاتف" });
  const city = canvas.getByRole("textbox", { name: en ? "City" : "المدينة" });
  const summary = canvas.getByRole("textbox", { name: en ? "Professional summary" : "نبذة مهنية" });
  const values = {
    name: en ? "Omar Saleh" : "عمر صالح",
    email: "omar@mail.example",
    phone: en ? "+966 50 123 4567" : "٠٥٠١٢٣٤٥٦٧",
    city: en ? "Riyadh" : "الرياض",
    summary: en ? "Ten years in warehouse operations." : "عشر سنوات في إدارة المستودعات.",
  };
  await fill([
    [name, values.name],
    [email, values.email],
    [phone, values.phone],
    [city, values.city],
    [summary, values.summary],
  ]);
  await uploadCv(canvasElement);
  await waitFor(() => expect(canvas.getByText("omar-cv.pdf")).toBeVisible());
  return { name, email, phone, city, summary, values };
}

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas }) => {
    await blurShowsMessage(
      canvas.getByRole("textbox", { name: "Name" }),
      "This field is required.",
    );
    await submitShowsSummary(canvas, "Apply", "There is a problem", [
      ["Name: This field is required.", "#job-name"],
      ["Email: This field is required.", "#job-email"],
      ["Phone number: This field is required.", "#job-phone"],
      ["City: This field is required.", "#job-city"],
      ["Professional summary: This field is required.", "#job-summary"],
      ["CV: This field is required.", "#job-cv"],
    ]);
    await userEvent.click(canvas.getByRole("link", { name: "CV: This field is required." }));
    await expect(canvas.getByRole("button", { name: "CV (required) Choose a file" })).toHaveFocus();
  }),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas }) => {
    await blurShowsMessage(canvas.getByRole("textbox", { name: "المدينة" }), "هذا الحقل مطلوب.");
    await submitShowsSummary(canvas, "تقديم", "توجد مشكلة", [
      ["حقل الاسم: هذا الحقل مطلوب.", "#job-name"],
      ["حقل البريد الإلكتروني: هذا الحقل مطلوب.", "#job-email"],
      ["حقل رقم الهاتف: هذا الحقل مطلوب.", "#job-phone"],
      ["حقل المدينة: هذا الحقل مطلوب.", "#job-city"],
      ["حقل نبذة مهنية: هذا الحقل مطلوب.", "#job-summary"],
      ["حقل السيرة الذاتية: هذا الحقل مطلوب.", "#job-cv"],
    ]);
  }),
};

export const ServerErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { onSubmit: answer({ cv: "validation.fileType" }) },
  play: steps(async ({ canvas, canvasElement }) => {
    const { name, city, summary, values } = await fillApplication(canvas, canvasElement, "en");
    await submitShowsServerError(
      canvas,
      "Apply",
      canvas.getByRole("button", { name: "CV (required) Choose a file" }),
      "This file type is not accepted. Choose a file of an allowed type.",
      [
        [name, values.name],
        [city, values.city],
        [summary, values.summary],
      ],
    );
  }),
};

export const ServerErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { onSubmit: answer({ cv: "validation.fileTooLarge" }) },
  play: steps(async ({ canvas, canvasElement }) => {
    const { name, phone, values } = await fillApplication(canvas, canvasElement, "ar");
    await submitShowsServerError(
      canvas,
      "تقديم",
      canvas.getByRole("button", { name: "السيرة الذاتية (مطلوب) اختر ملفاً" }),
      "حجم الملف كبير جداً. الحد الأقصى للحجم 5 ميغابايت.",
      [
        [name, values.name],
        [phone, values.phone],
      ],
    );
  }),
};

export const SuccessEnglish: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas, canvasElement, args }) => {
    await fillApplication(canvas, canvasElement, "en");
    await submitShowsSuccess(
      canvas,
      "Apply",
      "Thank you for applying. We have received your application and will contact you if your profile matches an opening.",
    );
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        phone: "+966 50 123 4567",
        cv: expect.objectContaining({ name: "omar-cv.pdf" }),
      }),
    );
  }),
};

export const SuccessArabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas, canvasElement }) => {
    await fillApplication(canvas, canvasElement, "ar");
    await submitShowsSuccess(
      canvas,
      "تقديم",
      "شكراً لتقديمك. استلمنا طلبك وسنتواصل معك إذا توافق ملفك مع إحدى الوظائف المتاحة.",
    );
  }),
};
