import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
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
import { TeamMemberForm } from "./TeamMemberForm";

const meta = {
  title: "Forms/Comics/TeamMemberForm",
  component: TeamMemberForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { id: "team-member-blue-ink", teamName: "Blue Ink", onSubmit: succeed() },
} satisfies Meta<typeof TeamMemberForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The status names who was added and takes the focus; the field is emptied for the next one. */
async function addedEmptiesTheForm(canvas: Canvas, label: string, submit: string, message: string) {
  const status = canvas.getByRole("status");
  await waitFor(() => expect(status).toHaveTextContent(message));
  await waitFor(() =>
    expect(within(status).getByText(message).closest("[tabindex]")).toHaveFocus(),
  );
  const email = canvas.getByRole("textbox", { name: label });
  await expect(email).toHaveValue("");
  await expect(email).not.toHaveAttribute("aria-invalid");
  await expect(canvas.getByRole("button", { name: submit })).toBeVisible();
  await expect(canvas.queryByRole("alert")).toBeNull();
}

/**
 * An Arabic team name within the English title, kept apart from the sentence. An address that is
 * no address is told on leaving the field; one pasted with spaces around it is sent with Enter.
 */
export const English: Story = {
  globals: { locale: "en" },
  args: { teamName: "الحبر الأزرق" },
  play: steps(async ({ canvas, args }) => {
    await expect(
      canvas.getByRole("form", { name: "Add a member to \u2068الحبر الأزرق\u2069" }),
    ).toBeVisible();
    await expect(canvas.getByRole("heading", { level: 3 })).toHaveTextContent(
      "Add a member to \u2068الحبر الأزرق\u2069",
    );
    await submitShowsSummary(canvas, "Add", "There is a problem", [
      ["The translator's email: This field is required.", "#team-member-blue-ink-email"],
    ]);
    const email = canvas.getByRole("textbox", { name: "The translator's email" });
    await expect(email).toHaveAttribute("dir", "ltr");
    await fill([[email, "huda@"]]);
    await userEvent.tab();
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        "The address they log in with. Only translators can join a team. This field must be a valid email.",
      ),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.clear(email);
    await userEvent.paste("  huda@mail.example  ");
    await userEvent.keyboard("{Enter}");
    await addedEmptiesTheForm(
      canvas,
      "The translator's email",
      "Add",
      "\u2068huda@mail.example\u2069 has been added to \u2068الحبر الأزرق\u2069.",
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: "huda@mail.example" });
  }),
};

/** A Latin team name within the Arabic title; the address reads left to right. */
export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas, args }) => {
    await expect(
      canvas.getByRole("form", { name: "إضافة عضو إلى \u2068Blue Ink\u2069" }),
    ).toBeVisible();
    const email = canvas.getByRole("textbox", { name: "البريد الإلكتروني للمترجم" });
    await blurShowsMessage(email, "هذا الحقل مطلوب.");
    await fill([[email, "sami@mail.example"]]);
    await userEvent.click(canvas.getByRole("button", { name: "إضافة" }));
    await addedEmptiesTheForm(
      canvas,
      "البريد الإلكتروني للمترجم",
      "إضافة",
      "تمت إضافة \u2068sami@mail.example\u2069 إلى \u2068Blue Ink\u2069.",
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: "sami@mail.example" });
  }),
};

/** No translator has the address: the server's answer is on the field, the address kept. */
export const ServerErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { onSubmit: answer({ email: "form.teamMember.notTranslator" }) },
  play: steps(async ({ canvas }) => {
    const email = canvas.getByRole("textbox", { name: "The translator's email" });
    await fill([[email, "reader@mail.example"]]);
    await submitShowsServerError(canvas, "Add", email, "No translator has this email address.", [
      [email, "reader@mail.example"],
    ]);
    await expect(
      canvas.getByRole("link", {
        name: "The translator's email: No translator has this email address.",
      }),
    ).toHaveAttribute("href", "#team-member-blue-ink-email");
  }),
};

/** Already a member: said at the field and in the summary, right to left; the address kept. */
export const ServerErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { onSubmit: answer({ email: "form.teamMember.alreadyMember" }) },
  play: steps(async ({ canvas }) => {
    const email = canvas.getByRole("textbox", { name: "البريد الإلكتروني للمترجم" });
    await fill([[email, "huda@mail.example"]]);
    await submitShowsServerError(canvas, "إضافة", email, "هذا المترجم عضو في الفريق بالفعل.", [
      [email, "huda@mail.example"],
    ]);
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  }),
};
