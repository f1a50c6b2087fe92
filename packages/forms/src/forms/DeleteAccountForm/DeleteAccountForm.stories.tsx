import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { answer, blurShowsMessage, fill, steps, succeed } from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { DeleteAccountForm } from "./DeleteAccountForm";

const meta = {
  title: "Forms/Comics/DeleteAccountForm",
  component: DeleteAccountForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed() },
} satisfies Meta<typeof DeleteAccountForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Context = Parameters<NonNullable<Story["play"]>>[0];

const text = {
  en: {
    delete: "Delete account",
    password: /^Password/,
    confirm: "Confirm",
    cancel: "Cancel",
    question: "Are you sure you want to delete your account? This cannot be undone.",
    required: "This field is required.",
    wrong: "The current password is not right. Enter the password you use to log in.",
    done: "Your account has been deleted.",
  },
  ar: {
    delete: "حذف الحساب",
    password: /^كلمة المرور/,
    confirm: "تأكيد",
    cancel: "إلغاء",
    question: "هل أنت متأكد من رغبتك في حذف حسابك؟ لا يمكن التراجع عن هذا الإجراء.",
    required: "هذا الحقل مطلوب.",
    wrong: "كلمة المرور الحالية غير صحيحة. أدخل كلمة المرور التي تسجّل بها الدخول.",
    done: "تم حذف حسابك.",
  },
} as const;

/** Fills the password and presses Delete account: the confirmation opens, named and described. */
async function asks({ canvas, canvasElement }: Context, locale: "en" | "ar", password: string) {
  const words = text[locale];
  await fill([[canvas.getByLabelText(words.password), password]]);
  await userEvent.click(canvas.getByRole("button", { name: words.delete }));
  const screen = within(canvasElement.ownerDocument.body);
  const dialog = await screen.findByRole("dialog", { name: words.delete });
  await expect(dialog).toHaveAccessibleDescription(words.question);
  return dialog;
}

/**
 * What deletion removes is said first; the password is checked before anything is asked; Cancel
 * (or Escape) closes the confirmation with the focus back on the button, and nothing is deleted.
 */
const cancels =
  (locale: "en" | "ar", how: "button" | "escape"): ((context: Context) => Promise<void>) =>
  async (context) => {
    const { canvas, args } = context;
    const words = text[locale];
    await expect(canvas.getAllByRole("listitem")).toHaveLength(5);
    const password = canvas.getByLabelText(words.password);
    await expect(password).toHaveAttribute("autocomplete", "current-password");
    await blurShowsMessage(password, words.required);
    const button = canvas.getByRole("button", { name: words.delete });
    await userEvent.click(button);
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(context.canvasElement.ownerDocument.querySelector("[role=dialog]")).toBeNull();

    const dialog = await asks(context, locale, "Abcde123!");
    if (how === "button") {
      await userEvent.click(within(dialog).getByRole("button", { name: words.cancel }));
    } else {
      await userEvent.keyboard("{Escape}");
    }
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await expect(password).toHaveValue("Abcde123!");
  };

export const English: Story = { globals: { locale: "en" }, play: steps(cancels("en", "button")) };
export const Arabic: Story = { globals: { locale: "ar" }, play: steps(cancels("ar", "escape")) };

/** The question, as the person sees it over the page. */
export const ConfirmingEnglish: Story = {
  globals: { locale: "en" },
  parameters: { layout: "fullscreen" },
  play: async (context) => {
    const dialog = await asks(context, "en", "Abcde123!");
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  },
};

/** Confirmed: `onSubmit` runs with the password, and the message takes the form's place. */
const deletes =
  (locale: "en" | "ar"): ((context: Context) => Promise<void>) =>
  async (context) => {
    const { canvas, args } = context;
    const words = text[locale];
    const dialog = await asks(context, locale, "Abcde123!");
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole("button", { name: words.confirm }));
    const status = canvas.getByRole("status");
    await waitFor(() => expect(status).toHaveTextContent(words.done));
    await waitFor(() => expect(status.querySelector("[tabindex]")).toHaveFocus());
    await expect(args.onSubmit).toHaveBeenCalledOnce();
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: "Abcde123!" });
    await expect(canvas.queryByRole("button", { name: words.delete })).toBeNull();
  };

export const DeletedEnglish: Story = { globals: { locale: "en" }, play: steps(deletes("en")) };
export const DeletedArabic: Story = { globals: { locale: "ar" }, play: steps(deletes("ar")) };

/** A wrong password, from the server after the confirmation: on the field, in the summary. */
const refuses =
  (locale: "en" | "ar"): ((context: Context) => Promise<void>) =>
  async (context) => {
    const { canvas, args } = context;
    const words = text[locale];
    const dialog = await asks(context, locale, "Wrong123!");
    await userEvent.click(within(dialog).getByRole("button", { name: words.confirm }));
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent(words.wrong);
    const password = canvas.getByLabelText(words.password);
    await expect(password).toHaveAttribute("aria-invalid", "true");
    await expect(password).toHaveAccessibleDescription(new RegExp(words.wrong.replace(".", "\\.")));
    await expect(password).toHaveValue("Wrong123!");
    await expect(args.onSubmit).toHaveBeenCalledOnce();
  };

export const WrongPasswordEnglish: Story = {
  globals: { locale: "en" },
  args: { onSubmit: answer({ password: "validation.currentPassword" }) },
  play: steps(refuses("en")),
};
export const WrongPasswordArabic: Story = {
  globals: { locale: "ar" },
  args: { onSubmit: answer({ password: "validation.currentPassword" }) },
  play: steps(refuses("ar")),
};
