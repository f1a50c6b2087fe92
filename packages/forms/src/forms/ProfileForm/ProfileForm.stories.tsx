import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { SaveResult } from "../../server-errors";
import {
  answer,
  blurShowsMessage,
  fill,
  steps,
  submitShowsServerError,
  submitShowsSummary,
  succeed,
} from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { ProfileForm } from "./ProfileForm";

/** A self-contained portrait (no network). */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="#f4f1ec"/><circle cx="50" cy="38" r="18" fill="#0b3d5c"/><path d="M16 96c0-20 15-32 34-32s34 12 34 32z" fill="#0b3d5c"/></svg>`,
)}`;
const photo = () =>
  new File(
    [
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#c7ab7b"/></svg>`,
    ],
    "noura.svg",
    { type: "image/svg+xml" },
  );

const pending = () =>
  fn(
    async (_values: unknown): Promise<SaveResult> => ({
      ok: true,
      notice: "comics.account.profile.emailPending",
    }),
  );

const meta = {
  title: "Forms/Comics/ProfileForm",
  component: ProfileForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: {
    onSubmit: succeed(),
    defaultValues: { fullName: "Noura Alotaibi", email: "noura@mail.example" },
    photoUrl: portrait,
  },
} satisfies Meta<typeof ProfileForm>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story["play"]>>[0]["canvas"];

const text = {
  en: {
    fullName: "Full name",
    email: "Email",
    save: "Save",
    photo: "Your current photo",
    saved: "Your personal information has been saved.",
    pending: /^Your personal information has been saved\. Check your new email address/,
  },
  ar: {
    fullName: "الاسم الكامل",
    email: "البريد الإلكتروني",
    save: "حفظ",
    photo: "صورتك الحالية",
    saved: "تم حفظ معلوماتك الشخصية.",
    pending: /^تم حفظ معلوماتك الشخصية\. تحقّق من بريدك الإلكتروني الجديد/,
  },
} as const;

/** The current photo has loaded (the screenshot shows it). */
async function photoShown(canvas: Canvas, name: string) {
  const image = canvas.getByRole("img", { name });
  await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
}

/** Save: the message appears below the form, which stays, and takes the focus. */
async function saveShows(canvas: Canvas, save: string, message: string | RegExp) {
  await userEvent.click(canvas.getByRole("button", { name: save }));
  const status = canvas.getByRole("status");
  await waitFor(() => expect(status).toHaveTextContent(message));
  await waitFor(() =>
    expect(within(status).getByText(message).closest("[tabindex]")).toHaveFocus(),
  );
  await expect(canvas.getByRole("button", { name: save })).toBeVisible();
}

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas }) => {
    await photoShown(canvas, text.en.photo);
    const email = canvas.getByRole("textbox", { name: text.en.email });
    await expect(email).toHaveValue("noura@mail.example");
    await expect(email).toHaveAccessibleDescription(
      "If you change it, we will send a link to the new address. We will use the new address once you open that link.",
    );
    await expect(email).toHaveAttribute("autocomplete", "email");
    const fullName = canvas.getByRole("textbox", { name: text.en.fullName });
    await userEvent.clear(fullName);
    await blurShowsMessage(fullName, "This field is required.");
    await fill([[email, "noura@"]]);
    await submitShowsSummary(canvas, text.en.save, "There is a problem", [
      ["Full name: This field is required.", "#profile-fullName"],
      ["Email: This field must be a valid email.", "#profile-email"],
    ]);
  }),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { defaultValues: { fullName: "نورة العتيبي", email: "noura@mail.example" } },
  play: steps(async ({ canvas }) => {
    await photoShown(canvas, text.ar.photo);
    const email = canvas.getByRole("textbox", { name: text.ar.email });
    await expect(email).toHaveAccessibleDescription(/إذا غيّرته فسنرسل رابطاً إلى العنوان الجديد/);
    await fill([[email, "noura"]]);
    await submitShowsSummary(canvas, text.ar.save, "توجد مشكلة", [
      ["حقل البريد الإلكتروني: يجب أن يكون هذا الحقل بريداً إلكترونياً صالحاً.", "#profile-email"],
    ]);
  }),
};

/** Saved: the form stays as it is, with the message below it; a chosen photo is cleared. */
export const SavedEnglish: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas, canvasElement, args }) => {
    await photoShown(canvas, text.en.photo);
    const fullName = canvas.getByRole("textbox", { name: text.en.fullName });
    await fill([[fullName, "Noura Saad"]]);
    const input = canvasElement.querySelector<HTMLInputElement>("input[type=file]");
    if (!input) throw new Error("no file input");
    await userEvent.upload(input, photo());
    await expect(canvas.getByText("noura.svg")).toBeVisible();
    await saveShows(canvas, text.en.save, text.en.saved);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      fullName: "Noura Saad",
      email: "noura@mail.example",
      photo: expect.objectContaining({ name: "noura.svg" }),
    });
    await expect(fullName).toHaveValue("Noura Saad");
    await expect(canvas.queryByText("noura.svg")).toBeNull();

    // Edited and saved again: the message is announced again, and takes the focus again.
    await fill([[fullName, "Noura Alotaibi"]]);
    await saveShows(canvas, text.en.save, text.en.saved);
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  }),
};

export const SavedArabic: Story = {
  globals: { locale: "ar" },
  args: { defaultValues: { fullName: "نورة العتيبي", email: "noura@mail.example" } },
  play: steps(async ({ canvas }) => {
    await photoShown(canvas, text.ar.photo);
    await fill([[canvas.getByRole("textbox", { name: text.ar.fullName }), "نورة سعد"]]);
    await saveShows(canvas, text.ar.save, text.ar.saved);
  }),
};

/** A new address waits for its confirmation: the message says to check it. */
export const EmailPendingEnglish: Story = {
  globals: { locale: "en" },
  args: { onSubmit: pending(), photoUrl: undefined },
  play: steps(async ({ canvas }) => {
    await expect(canvas.queryByRole("img")).toBeNull();
    await fill([[canvas.getByRole("textbox", { name: text.en.email }), "noura.saad@mail.example"]]);
    await saveShows(canvas, text.en.save, text.en.pending);
    await expect(canvas.getByRole("textbox", { name: text.en.email })).toHaveValue(
      "noura.saad@mail.example",
    );
  }),
};

export const EmailPendingArabic: Story = {
  globals: { locale: "ar" },
  args: {
    onSubmit: pending(),
    defaultValues: { fullName: "نورة العتيبي", email: "noura@mail.example" },
  },
  play: steps(async ({ canvas }) => {
    await photoShown(canvas, text.ar.photo);
    await fill([[canvas.getByRole("textbox", { name: text.ar.email }), "noura.saad@mail.example"]]);
    await saveShows(canvas, text.ar.save, text.ar.pending);
  }),
};

/** The address is refused by the server: shown on the field, nothing typed is lost. */
export const ServerErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { onSubmit: answer({ email: "validation.fieldInvalid" }) },
  play: steps(async ({ canvas }) => {
    await photoShown(canvas, text.en.photo);
    const fullName = canvas.getByRole("textbox", { name: text.en.fullName });
    const email = canvas.getByRole("textbox", { name: text.en.email });
    await fill([[email, "noura@taken.example"]]);
    await submitShowsServerError(canvas, text.en.save, email, "This field is invalid", [
      [fullName, "Noura Alotaibi"],
      [email, "noura@taken.example"],
    ]);
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  }),
};
