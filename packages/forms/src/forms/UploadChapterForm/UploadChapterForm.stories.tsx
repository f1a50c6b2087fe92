import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { fill, steps, submitShowsSummary, succeed } from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { UploadChapterForm } from "./UploadChapterForm";

const meta = {
  title: "Forms/Comics/UploadChapterForm",
  component: UploadChapterForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: {
    onSubmit: succeed(),
    comics: [
      { id: "0b7f5a52-4b8e-4a8e-9a51-2f1d6c1b9e10", name: "The Salt Road" },
      { id: "5c1e2f3a-9d8b-4c7a-8e6f-1a2b3c4d5e6f", name: "طريق الملح" },
    ],
  },
} satisfies Meta<typeof UploadChapterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas }) => {
    await submitShowsSummary(canvas, "Upload", "There is a problem", [
      ["Comic: This field is required.", "#upload-chapter-comic"],
      ["Chapter number: This field is required.", "#upload-chapter-chapterNumber"],
      ["Cover: This field is required.", "#upload-chapter-cover"],
      ["PDF file: This field is required.", "#upload-chapter-pdf"],
      ["Translation language: This field is required.", "#upload-chapter-translationLanguage"],
    ]);
  }),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas, canvasElement }) => {
    await fill([[canvas.getByRole("textbox", { name: "رقم الفصل" }), "١٢ب"]]);
    await userEvent.tab();
    await expect(await canvas.findByText("يجب أن تكون قيمة هذا الحقل رقماً صالحاً.")).toBeVisible();
    const [cover] = canvasElement.querySelectorAll<HTMLInputElement>("input[type=file]");
    if (!cover) throw new Error("no file input");
    await userEvent.upload(
      cover,
      new File(["%PDF"], "chapter-12.pdf", { type: "application/pdf" }),
      {
        applyAccept: false,
      },
    );
    await expect(await canvas.findByText("يجب أن يكون هذا الحقل صورة صالحة.")).toBeVisible();
  }),
};

const teams = [
  { id: "7d3c2b1a-0f9e-4d8c-b7a6-5e4f3a2b1c0d", name: "Blue Ink" },
  { id: "2a4b6c8d-1e3f-4a5b-8c7d-9e0f1a2b3c4d", name: "الحبر الأزرق" },
];

const cover = () =>
  new File(
    [
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 60"><rect width="40" height="60" fill="#c7ab7b"/></svg>`,
    ],
    "chapter-12.svg",
    { type: "image/svg+xml" },
  );
const pdf = () => new File(["%PDF-1.7"], "chapter-12.pdf", { type: "application/pdf" });

/**
 * A translator of two teams credits the chapter to one of them: the select starts on their name
 * only and says what a team's credit means. Everything filled in, it is sent with Enter, the team
 * with the rest.
 */
export const TeamsEnglish: Story = {
  globals: { locale: "en" },
  args: { teams },
  play: steps(async ({ canvas, canvasElement, args }) => {
    const team = canvas.getByRole("combobox", { name: "Credit to a team" });
    await expect(team).toHaveValue("");
    await expect(team).toHaveAccessibleDescription(
      "The chapter will be credited to the team and its members.",
    );
    await expect(
      within(team)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["No team: my name only", "Blue Ink", "الحبر الأزرق"]);
    await userEvent.selectOptions(team, "الحبر الأزرق");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Comic" }), "The Salt Road");
    await userEvent.selectOptions(
      canvas.getByRole("combobox", { name: "Translation language" }),
      "Arabic",
    );
    const [coverInput, pdfInput] =
      canvasElement.querySelectorAll<HTMLInputElement>("input[type=file]");
    if (!coverInput || !pdfInput) throw new Error("no file inputs");
    await userEvent.upload(coverInput, cover());
    await userEvent.upload(pdfInput, pdf());
    const number = canvas.getByRole("textbox", { name: "Chapter number" });
    await fill([[number, "12{Enter}"]]);
    const message =
      "We have received your submission. Our team is now reviewing it, and we will notify you of the result.";
    const status = await canvas.findByText(message);
    await waitFor(() => expect(status.closest("[tabindex]")).toHaveFocus());
    await expect(canvas.queryByRole("button", { name: "Upload" })).toBeNull();
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        comic: "0b7f5a52-4b8e-4a8e-9a51-2f1d6c1b9e10",
        chapterNumber: "12",
        translationLanguage: "arabic",
        team: "2a4b6c8d-1e3f-4a5b-8c7d-9e0f1a2b3c4d",
        transcripts: "",
      }),
    );
  }),
};

/** The team is optional: the summary lists only the required fields, and the team chosen stays. */
export const TeamsArabic: Story = {
  globals: { locale: "ar" },
  args: { teams },
  play: steps(async ({ canvas, args }) => {
    const team = canvas.getByRole("combobox", { name: "نسبة الفصل إلى فريق" });
    await expect(team).toHaveAccessibleDescription("سيُنسب الفصل إلى الفريق وأعضائه.");
    await expect(within(team).getAllByRole("option")[0]).toHaveTextContent("بلا فريق: باسمي فقط");
    await userEvent.selectOptions(team, "Blue Ink");
    await submitShowsSummary(canvas, "رفع", "توجد مشكلة", [
      ["حقل القصة المصورة: هذا الحقل مطلوب.", "#upload-chapter-comic"],
      ["حقل رقم الفصل: هذا الحقل مطلوب.", "#upload-chapter-chapterNumber"],
      ["حقل صورة الغلاف: هذا الحقل مطلوب.", "#upload-chapter-cover"],
      ["حقل ملف PDF: هذا الحقل مطلوب.", "#upload-chapter-pdf"],
      ["حقل لغة الترجمة: هذا الحقل مطلوب.", "#upload-chapter-translationLanguage"],
    ]);
    await expect(team).toHaveValue("7d3c2b1a-0f9e-4d8c-b7a6-5e4f3a2b1c0d");
    await expect(team).not.toHaveAttribute("aria-invalid");
    await expect(args.onSubmit).not.toHaveBeenCalled();
  }),
};
