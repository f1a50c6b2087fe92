import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { fill, steps, submitShowsSuccess, submitShowsSummary, succeed } from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { TranslatorApplicationForm } from "./TranslatorApplicationForm";

const meta = {
  title: "Forms/Comics/TranslatorApplicationForm",
  component: TranslatorApplicationForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed() },
} satisfies Meta<typeof TranslatorApplicationForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas, args }) => {
    await submitShowsSummary(canvas, "Submit", "There is a problem", [
      ["Languages: This field is required.", "#translator-languages"],
      ["Your translation experience: This field is required.", "#translator-message"],
    ]);
    await userEvent.click(canvas.getByRole("checkbox", { name: "French" }));
    await userEvent.click(canvas.getByRole("checkbox", { name: "Arabic" }));
    await fill([
      [
        canvas.getByRole("textbox", { name: "Your translation experience" }),
        "Five years of manga.",
      ],
    ]);
    await submitShowsSuccess(
      canvas,
      "Submit",
      "We have received your application to become a translator. It is now under review.",
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({
      languages: ["arabic", "french"],
      message: "Five years of manga.",
    });
  }),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas }) => {
    await submitShowsSummary(canvas, "إرسال", "توجد مشكلة", [
      ["حقل اللغات: هذا الحقل مطلوب.", "#translator-languages"],
      ["حقل خبرتك في الترجمة: هذا الحقل مطلوب.", "#translator-message"],
    ]);
  }),
};

const teams = [
  { id: "7d3c2b1a-0f9e-4d8c-b7a6-5e4f3a2b1c0d", name: "Blue Ink" },
  { id: "2a4b6c8d-1e3f-4a5b-8c7d-9e0f1a2b3c4d", name: "الحبر الأزرق" },
];

/** With teams to join: "No team" first; the team chosen is sent with the application. */
export const TeamsEnglish: Story = {
  globals: { locale: "en" },
  args: { teams },
  play: steps(async ({ canvas, args }) => {
    const team = canvas.getByRole("combobox", { name: "Join a team (optional)" });
    await expect(team).toHaveValue("");
    await expect(
      within(team)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["No team", "Blue Ink", "الحبر الأزرق"]);
    await userEvent.selectOptions(team, "Blue Ink");
    await userEvent.click(canvas.getByRole("checkbox", { name: "English" }));
    const message = canvas.getByRole("textbox", { name: "Your translation experience" });
    await userEvent.click(message);
    await userEvent.paste("Three years with the Blue Ink team.");
    await submitShowsSuccess(
      canvas,
      "Submit",
      "We have received your application to become a translator. It is now under review.",
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({
      languages: ["english"],
      team: "7d3c2b1a-0f9e-4d8c-b7a6-5e4f3a2b1c0d",
      message: "Three years with the Blue Ink team.",
    });
  }),
};

/** The team is optional: only the required fields are listed; the team chosen stays. */
export const TeamsArabic: Story = {
  globals: { locale: "ar" },
  args: { teams },
  play: steps(async ({ canvas, args }) => {
    const team = canvas.getByRole("combobox", { name: "الانضمام إلى فريق (اختياري)" });
    await expect(within(team).getAllByRole("option")[0]).toHaveTextContent("بلا فريق");
    await userEvent.selectOptions(team, "الحبر الأزرق");
    await submitShowsSummary(canvas, "إرسال", "توجد مشكلة", [
      ["حقل اللغات: هذا الحقل مطلوب.", "#translator-languages"],
      ["حقل خبرتك في الترجمة: هذا الحقل مطلوب.", "#translator-message"],
    ]);
    await expect(team).toHaveValue("2a4b6c8d-1e3f-4a5b-8c7d-9e0f1a2b3c4d");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  }),
};
