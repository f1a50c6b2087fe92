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
import { ContactForm } from "./ContactForm";

const meta = {
  title: "Forms/Corporate/ContactForm",
  component: ContactForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed(), retentionDays: 180 },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas, args }) => {
    await blurShowsMessage(
      canvas.getByRole("textbox", { name: "Name" }),
      "This field is required.",
    );
    await submitShowsSummary(canvas, "Send", "There is a problem", [
      ["Name: This field is required.", "#contact-name"],
      ["Email: This field is required.", "#contact-email"],
      ["Message: This field is required.", "#contact-message"],
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(
      canvas.getByText(
        "We use what you send only to answer you, and delete it 180 days after it arrives.",
      ),
    ).toBeVisible();
  }),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas }) => {
    await expect(canvas.getByText(/ونحذفه بعد 180 يوماً من وصوله/)).toBeVisible();
    await blurShowsMessage(canvas.getByRole("textbox", { name: "الاسم" }), "هذا الحقل مطلوب.");
    await submitShowsSummary(canvas, "أرسل", "توجد مشكلة", [
      ["حقل الاسم: هذا الحقل مطلوب.", "#contact-name"],
      ["حقل البريد الإلكتروني: هذا الحقل مطلوب.", "#contact-email"],
      ["حقل الرسالة: هذا الحقل مطلوب.", "#contact-message"],
    ]);
  }),
};

export const ServerErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { onSubmit: answer({ email: "validation.fieldInvalid" }) },
  play: steps(async ({ canvas, args }) => {
    const name = canvas.getByRole("textbox", { name: "Name" });
    const email = canvas.getByRole("textbox", { name: "Email" });
    const message = canvas.getByRole("textbox", { name: "Message" });
    await fill([
      [name, "Sara Al-Harbi"],
      [email, "sara@mail.example"],
      [message, "Please call me about storage."],
    ]);
    await submitShowsServerError(canvas, "Send", email, "This field is invalid", [
      [name, "Sara Al-Harbi"],
      [email, "sara@mail.example"],
      [message, "Please call me about storage."],
    ]);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ name: "Sara Al-Harbi", email: "sara@mail.example" }),
    );
  }),
};

export const ServerErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { onSubmit: answer({ _form: "validation.tooManyRequests" }) },
  play: steps(async ({ canvas }) => {
    const name = canvas.getByRole("textbox", { name: "الاسم" });
    const email = canvas.getByRole("textbox", { name: "البريد الإلكتروني" });
    const message = canvas.getByRole("textbox", { name: "الرسالة" });
    await fill([
      [name, "سارة الحربي"],
      [email, "sara@mail.example"],
      [message, "أرغب في عرض سعر للتخزين."],
    ]);
    await fill([[canvas.getByRole("textbox", { name: "رقم الهاتف" }), "٠٥٠١٢٣٤٥٦٧"]]);
    const summary = await submitShowsSummary(canvas, "أرسل", "توجد مشكلة", []);
    await expect(summary).toHaveTextContent(
      "لقد أرسلت طلبات كثيرة. يُرجى الانتظار قليلاً ثم المحاولة مرة أخرى.",
    );
    await expect(name).toHaveValue("سارة الحربي");
  }),
};

export const SuccessEnglish: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas, args }) => {
    await fill([
      [canvas.getByRole("textbox", { name: "Name" }), "Sara"],
      [canvas.getByRole("textbox", { name: "Email" }), "sara@mail.example"],
      [canvas.getByRole("textbox", { name: "Message" }), "Hello"],
    ]);
    await submitShowsSuccess(
      canvas,
      "Send",
      "Thank you. We have received your message and will reply soon.",
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Sara",
      email: "sara@mail.example",
      phone: "",
      subject: "",
      message: "Hello",
      company_website: "",
    });
  }),
};

export const SuccessArabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas }) => {
    await fill([
      [canvas.getByRole("textbox", { name: "الاسم" }), "سارة"],
      [canvas.getByRole("textbox", { name: "البريد الإلكتروني" }), "sara@mail.example"],
      [canvas.getByRole("textbox", { name: "الرسالة" }), "مرحباً"],
    ]);
    await submitShowsSuccess(canvas, "أرسل", "شكراً لك. استلمنا رسالتك وسنرد عليك قريباً.");
  }),
};
