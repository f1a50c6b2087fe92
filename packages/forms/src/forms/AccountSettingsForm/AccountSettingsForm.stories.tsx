import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { answer, steps, succeed } from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { AccountSettingsForm } from "./AccountSettingsForm";

const meta = {
  title: "Forms/Comics/AccountSettingsForm",
  component: AccountSettingsForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed(), defaultValues: { mailLocale: "en" } },
} satisfies Meta<typeof AccountSettingsForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story["play"]>>[0];

const text = {
  en: {
    group: "Language of emails",
    save: "Save",
    saved: "Your email preferences have been saved.",
  },
  ar: {
    group: "لغة الرسائل الإلكترونية",
    save: "حفظ",
    saved: "تم حفظ تفضيلات البريد الإلكتروني.",
  },
} as const;

/**
 * Each language by its own name and in its own `lang`, whichever the page's; the arrow keys move
 * the choice, Save keeps it, and the form stays with the message below it.
 */
const chooses =
  (locale: "en" | "ar"): ((context: Context) => Promise<void>) =>
  async ({ canvas, args }) => {
    const words = text[locale];
    await expect(canvas.getByRole("group", { name: words.group })).toHaveAccessibleDescription(
      locale === "en"
        ? "We write to you in this language: account verification, password codes and notices about your account."
        : "نراسلك بهذه اللغة: تأكيد الحساب، ورموز كلمة المرور، والإشعارات المتعلقة بحسابك.",
    );
    const english = canvas.getByRole("radio", { name: "English" });
    const arabic = canvas.getByRole("radio", { name: "العربية" });
    await expect(canvas.getByText("English")).toHaveAttribute("lang", "en");
    await expect(canvas.getByText("العربية")).toHaveAttribute("lang", "ar");
    await expect(english).toBeChecked();

    await userEvent.click(english);
    await userEvent.keyboard("{ArrowDown}");
    await expect(arabic).toBeChecked();
    await userEvent.click(canvas.getByRole("button", { name: words.save }));
    const status = canvas.getByRole("status");
    await waitFor(() => expect(status).toHaveTextContent(words.saved));
    await waitFor(() => expect(status.querySelector("[tabindex]")).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledWith({ mailLocale: "ar" });
    await expect(arabic).toBeChecked();
  };

export const English: Story = { globals: { locale: "en" }, play: steps(chooses("en")) };
export const Arabic: Story = { globals: { locale: "ar" }, play: steps(chooses("ar")) };

/** The server fails: the summary says so and the choice is kept. */
export const ServerErrorArabic: Story = {
  globals: { locale: "ar" },
  args: {
    onSubmit: answer({ _form: "validation.serverError" }),
    defaultValues: { mailLocale: "ar" },
  },
  play: steps(async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: text.ar.save }));
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(canvas.getByRole("radio", { name: "العربية" })).toBeChecked();
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  }),
};
