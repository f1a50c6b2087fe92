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
import { TeamForm } from "./TeamForm";

const meta = {
  title: "Forms/Comics/TeamForm",
  component: TeamForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed() },
} satisfies Meta<typeof TeamForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** The status names the new team and takes the focus; the form stays, emptied for another team. */
async function createdEmptiesTheForm(
  canvas: Canvas,
  message: string,
  labels: { name: string; description: string; submit: string },
  checked: readonly string[],
) {
  const status = canvas.getByRole("status");
  await waitFor(() => expect(status).toHaveTextContent(message));
  await waitFor(() =>
    expect(within(status).getByText(message).closest("[tabindex]")).toHaveFocus(),
  );
  const name = canvas.getByRole("textbox", { name: labels.name });
  await expect(name).toHaveValue("");
  await expect(name).not.toHaveAttribute("aria-invalid");
  await expect(canvas.getByRole("textbox", { name: labels.description })).toHaveValue("");
  for (const language of checked) {
    await expect(canvas.getByRole("checkbox", { name: language })).not.toBeChecked();
  }
  await expect(canvas.getByRole("button", { name: labels.submit })).toBeVisible();
  await expect(canvas.queryByRole("alert")).toBeNull();
}

/**
 * Nothing filled in: the summary links to the two required fields. Then a name pasted with spaces
 * around it, a description and two languages, sent from the keyboard: the team is created, trimmed.
 */
export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas, args }) => {
    await expect(canvas.getByRole("form", { name: "Create a team" })).toBeVisible();
    await submitShowsSummary(canvas, "Create the team", "There is a problem", [
      ["Team name: This field is required.", "#team-name"],
      ["Languages the team translates into: This field is required.", "#team-languages"],
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The summary's link takes the person to the field.
    await userEvent.click(canvas.getByRole("link", { name: "Team name: This field is required." }));
    const name = canvas.getByRole("textbox", { name: "Team name" });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(
      "Readers see it on the team's chapters. This field is required.",
    );
    await userEvent.paste("  Blue Ink  ");
    await fill([
      [
        canvas.getByRole("textbox", { name: "Description (optional)" }),
        "We translate adventure comics from Arabic.",
      ],
    ]);
    await userEvent.click(canvas.getByRole("checkbox", { name: "French" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "English" }));
    // Sent with Enter from the name field.
    await userEvent.click(name);
    await userEvent.keyboard("{Enter}");
    await createdEmptiesTheForm(
      canvas,
      "The team \u2068Blue Ink\u2069 is created. You can now add its members.",
      { name: "Team name", description: "Description (optional)", submit: "Create the team" },
      ["English", "French"],
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "Blue Ink",
      description: "We translate adventure comics from Arabic.",
      languages: ["english", "french"],
    });
  }),
};

/** A name too short is told on leaving it; an Arabic team is then created, right to left. */
export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas, args }) => {
    await expect(canvas.getByRole("form", { name: "إنشاء فريق" })).toBeVisible();
    const name = canvas.getByRole("textbox", { name: "اسم الفريق" });
    await blurShowsMessage(name, "هذا الحقل مطلوب.");
    await fill([[name, "ن"]]);
    await userEvent.tab();
    await waitFor(() => expect(name).toHaveAccessibleDescription(/هذا الحقل قصير جداً\./));
    await submitShowsSummary(canvas, "إنشاء الفريق", "توجد مشكلة", [
      ["حقل اسم الفريق: هذا الحقل قصير جداً.", "#team-name"],
      ["حقل اللغات التي يترجم إليها الفريق: هذا الحقل مطلوب.", "#team-languages"],
    ]);
    // Nothing typed is lost.
    await expect(name).toHaveValue("ن");
    await fill([[name, "الحبر الأزرق"]]);
    await userEvent.click(canvas.getByRole("checkbox", { name: "العربية" }));
    await userEvent.click(canvas.getByRole("button", { name: "إنشاء الفريق" }));
    await createdEmptiesTheForm(
      canvas,
      "أُنشئ الفريق \u2068الحبر الأزرق\u2069. يمكنك الآن إضافة أعضائه.",
      { name: "اسم الفريق", description: "الوصف (اختياري)", submit: "إنشاء الفريق" },
      ["العربية"],
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({
      name: "الحبر الأزرق",
      description: "",
      languages: ["arabic"],
    });
  }),
};

/** The server answers that the name is taken: said at the field and in the summary, all kept. */
export const ServerErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { onSubmit: answer({ name: "form.team.nameTaken" }) },
  play: steps(async ({ canvas }) => {
    const name = canvas.getByRole("textbox", { name: "Team name" });
    const description = canvas.getByRole("textbox", { name: "Description (optional)" });
    await fill([
      [name, "Blue Ink"],
      [description, "Adventure comics."],
    ]);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Arabic" }));
    await submitShowsServerError(
      canvas,
      "Create the team",
      name,
      "Another team already has this name. Choose a different name.",
      [
        [name, "Blue Ink"],
        [description, "Adventure comics."],
      ],
    );
    await expect(canvas.getByRole("checkbox", { name: "Arabic" })).toBeChecked();
  }),
};

export const ServerErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { onSubmit: answer({ name: "form.team.nameTaken" }) },
  play: steps(async ({ canvas }) => {
    const name = canvas.getByRole("textbox", { name: "اسم الفريق" });
    await fill([[name, "الحبر الأزرق"]]);
    await userEvent.click(canvas.getByRole("checkbox", { name: "الإنجليزية" }));
    await submitShowsServerError(
      canvas,
      "إنشاء الفريق",
      name,
      "هذا الاسم مستخدم لفريق آخر. اختر اسماً غيره.",
      [[name, "الحبر الأزرق"]],
    );
    await expect(canvas.getByRole("checkbox", { name: "الإنجليزية" })).toBeChecked();
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  }),
};
