import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { StudioVersionValues } from "../../schemas/studio";
import { steps } from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { type StudioSaveResult, StudioVersionForm } from "./StudioVersionForm";
import { arabicNews, arabicOther, emptyNews, englishJob, englishOther } from "./storyFixtures";
import type { UploadAnswer } from "./UploadedFileField";

const saved = () =>
  fn(
    async (_values: StudioVersionValues): Promise<StudioSaveResult> => ({
      ok: true,
      revision: "rev-8",
    }),
  );
const conflict = () =>
  fn(
    async (_values: StudioVersionValues): Promise<StudioSaveResult> => ({
      fieldErrors: { _form: "validation.studioConflict" },
    }),
  );
/** 14:03 in Riyadh. */
const clock = () => new Date("2026-03-01T11:03:00Z");

const meta = {
  title: "Forms/Studio/StudioVersionForm",
  component: StudioVersionForm,
  decorators: [viewportFrame],
  args: { kind: "news", language: "en", defaultValues: emptyNews, onSave: saved(), now: clock },
} satisfies Meta<typeof StudioVersionForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An empty news item: the slug follows the title, then no longer once it is edited; a save with
 * a field missing shows the error summary.
 */
export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas, args }) => {
    const title = canvas.getByRole("textbox", { name: "Title" });
    const slug = canvas.getByRole("textbox", { name: "Slug (the end of the page's address)" });
    await userEvent.type(title, "Rawafed opens a warehouse!");
    await expect(slug).toHaveValue("rawafed-opens-a-warehouse");
    await userEvent.clear(slug);
    await userEvent.type(slug, "dammam-warehouse");
    await userEvent.type(title, " In Dammam");
    await expect(slug).toHaveValue("dammam-warehouse");
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }));
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent("Summary: This field is required.");
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole("textbox", { name: "Summary" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
  }),
};

/** Arabic: an Arabic title gives an Arabic slug; the English version stands beside the form. */
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { language: "ar", other: englishOther },
  play: steps(async ({ canvas, args }) => {
    const title = canvas.getByRole("textbox", { name: "العنوان" });
    await expect(title).toHaveAttribute("dir", "rtl");
    await userEvent.type(title, "روافد تُعلن نتائجها، للربع ٣");
    await expect(canvas.getByRole("textbox", { name: /الاسم المختصر/ })).toHaveValue(
      "روافد-تعلن-نتائجها-للربع-3",
    );
    await userEvent.type(canvas.getByRole("textbox", { name: "الملخص" }), "نتائج الربع الثالث.");
    const other = canvas.getByRole("region", { name: "النسخة الإنجليزية (للقراءة فقط)" });
    const english = within(other).getByText("Rawafed opens the Dammam Cold Hub");
    await expect(english.closest("[lang]")).toHaveAttribute("dir", "ltr");
    await userEvent.click(canvas.getByRole("button", { name: "احفظ المسودة" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ slug: "روافد-تعلن-نتائجها-للربع-3", baseRevision: null }),
    );
    await expect(await canvas.findByRole("status")).toHaveTextContent("حُفظ في الساعة 14:03");
  }),
};

/** Filled in Arabic with English inside, the English version beside it. */
export const FilledArabic: Story = {
  globals: { locale: "ar" },
  args: { language: "ar", defaultValues: arabicNews, other: englishOther },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "العنوان" })).toHaveValue(arabicNews.title);
    await canvas.findByRole("textbox", { name: "النص" });
  },
};

/** English edited under the Arabic interface, the Arabic version beside it, on a phone: stacked. */
export const EnglishOnPhone: Story = {
  globals: { locale: "ar" },
  parameters: { viewport: "mobile" },
  args: { language: "en", other: arabicOther },
  play: async ({ canvas }) => {
    const title = canvas.getByRole("textbox", { name: "العنوان" });
    await expect(title).toHaveAttribute("dir", "ltr");
    await expect(title).toHaveAttribute("lang", "en");
    const other = canvas.getByRole("region", { name: "النسخة العربية (للقراءة فقط)" });
    await expect(other.getBoundingClientRect().top).toBeGreaterThan(
      title.getBoundingClientRect().bottom,
    );
  },
};

/**
 * Someone else saved first: the conflict shows in the error summary and everything typed stays in
 * the fields, the rich text too.
 */
export const Conflict: Story = {
  globals: { locale: "en" },
  args: { language: "ar", defaultValues: arabicNews, onSave: conflict(), other: englishOther },
  play: steps(async ({ canvas, args }) => {
    const title = canvas.getByRole("textbox", { name: "Title" });
    await userEvent.clear(title);
    await userEvent.type(title, "عنوان جديد");
    const body = await canvas.findByRole("textbox", { name: "Text" });
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }));
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent("Someone else saved this version");
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(title).toHaveValue("عنوان جديد");
    await expect(body).toHaveTextContent("The site is run with Almarai Logistics.");
    await expect(canvas.getByRole("textbox", { name: "Summary" })).toHaveValue(arabicNews.summary);
  }),
};

/** Autosave: a change, a quiet moment, then the draft is saved and the time said politely. */
export const Autosave: Story = {
  globals: { locale: "en" },
  args: {
    autosave: true,
    autosaveDelay: 300,
    defaultValues: { ...arabicNews, baseRevision: "rev-7" },
  },
  play: steps(async ({ canvas, args }) => {
    const status = canvas.getByRole("status");
    await expect(status).toHaveTextContent("");
    const summary = canvas.getByRole("textbox", { name: "Summary" });
    await userEvent.type(summary, " Opening in May.");
    await waitFor(() => expect(status).toHaveTextContent("Saved at 14:03"));
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ baseRevision: "rev-7" }),
    );
    // The next save starts from the revision the first one made.
    await userEvent.type(summary, "!");
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(2));
    await expect(args.onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ baseRevision: "rev-8" }),
    );
  }),
};

/** Autosave refused: the status line says why; what was typed stays. */
export const AutosaveNotSaved: Story = {
  globals: { locale: "ar" },
  args: {
    autosave: true,
    autosaveDelay: 300,
    language: "ar",
    defaultValues: arabicNews,
    onSave: conflict(),
  },
  play: steps(async ({ canvas }) => {
    const title = canvas.getByRole("textbox", { name: "العنوان" });
    await userEvent.type(title, " الجديد");
    const status = canvas.getByRole("status");
    await waitFor(() => expect(status).toHaveTextContent(/^لم يُحفظ: حفظ شخص آخر/));
    await expect(title).toHaveValue(`${arabicNews.title} الجديد`);
  }),
};

/** A job opening: the position's details; the summary is optional. */
export const Job: Story = {
  globals: { locale: "en" },
  args: { kind: "job", defaultValues: englishJob },
  play: steps(async ({ canvas, args }) => {
    const group = canvas.getByRole("group", { name: "The position" });
    await expect(within(group).getByRole("textbox", { name: "Location" })).toHaveValue("Dammam");
    await expect(within(group).getByRole("combobox", { name: "Type of employment" })).toHaveValue(
      "fullTime",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ location: "Dammam", closesOn: "2026-12-31" }),
    );
  }),
};

/** An FAQ entry in Arabic: the question and its answer, no summary. */
export const Faq: Story = {
  globals: { locale: "ar" },
  args: { kind: "faq", language: "ar" },
  play: steps(async ({ canvas }) => {
    await expect(canvas.getByRole("textbox", { name: "السؤال" })).toBeVisible();
    await expect(await canvas.findByRole("textbox", { name: "الإجابة" })).toBeVisible();
    await expect(canvas.queryByRole("textbox", { name: "الملخص" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "احفظ المسودة" }));
    const summary = await canvas.findByRole("alert");
    await expect(summary).toHaveTextContent("الإجابة: هذا الحقل مطلوب.");
  }),
};

/** With the media library: a cover is chosen, shown and removed. */
export const Cover: Story = {
  globals: { locale: "en" },
  args: {
    onPickImage: fn(async () => ({ src: "/media/warehouse/cover.webp", alt: "The warehouse" })),
  },
  // The picture is the site's file: Storybook would show it broken.
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("No cover image chosen.")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Choose a cover image" }));
    const group = canvas.getByRole("group", { name: "Cover image" });
    await waitFor(() =>
      expect(group.querySelector("img")).toHaveAttribute("src", "/media/warehouse/cover.webp"),
    );
    await userEvent.click(canvas.getByRole("button", { name: "Remove the cover image" }));
    await expect(group.querySelector("img")).toBeNull();
    await expect(canvas.getByRole("button", { name: "Choose a cover image" })).toBeVisible();
  },
};

const uploaded = () =>
  fn(async (_file: File) => ({ file: "documents/0b7d4f9e-3c1a-4e0f-9a59-1f1d2c3b4a5e.pdf" }));
const notPdf = () => fn(async (_file: File) => ({ error: "validation.fileType" as const }));
const pdfFile = () => new File(["%PDF-1.7\n"], "statements-2024.pdf", { type: "application/pdf" });

/** Types a year's key figures, as the statements print them; total assets as given. */
async function typeFigures(
  canvas: Parameters<NonNullable<Story["play"]>>[0]["canvas"],
  totalAssets: string,
) {
  for (const [name, value] of [
    ["Revenue", "512,400"],
    ["Net profit", "41,250"],
    ["Total assets", totalAssets],
    ["Total liabilities", "410,000"],
    ["Total equity", "570,000"],
  ] as const) {
    await userEvent.type(canvas.getByRole("textbox", { name }), value);
  }
}

/**
 * A year's financial statements: the PDF is uploaded as soon as it is chosen; the key figures'
 * totals must agree (assets = liabilities + equity), said at the field, nothing typed lost.
 */
export const Statement: Story = {
  globals: { locale: "en" },
  args: { kind: "statement", defaultValues: emptyNews, onUploadDocument: uploaded() },
  play: steps(async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Title" }), "Statements 2024");
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(input as HTMLInputElement, pdfFile());
    await waitFor(() => expect(args.onUploadDocument).toHaveBeenCalledOnce());
    await expect(canvas.getByText("statements-2024.pdf")).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "Financial year" }), "2024");
    // Off by one: the balance sheet does not balance.
    await typeFigures(canvas, "980,001");
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }));
    const summary = await canvas.findByRole("alert");
    await expect(summary).toHaveTextContent("Total assets must equal total liabilities");
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole("textbox", { name: "Revenue" })).toHaveValue("512,400");
  }),
};

/** The upload the next story holds back until its play lets it arrive. */
let arrive = () => {};
const heldUpload = () =>
  fn(
    (_file: File) =>
      new Promise<UploadAnswer>((resolve) => {
        arrive = () => resolve({ file: "documents/0b7d4f9e-3c1a-4e0f-9a59-1f1d2c3b4a5e.pdf" });
      }),
  );

/**
 * Saved while the PDF is still on its way (a slow connection, a busy server): the save waits for
 * it, then goes with the stored file, instead of saying the file is missing or doing nothing.
 */
export const StatementSavedWhileUploading: Story = {
  globals: { locale: "en" },
  args: { kind: "statement", defaultValues: emptyNews, onUploadDocument: heldUpload() },
  play: steps(async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: "Title" }), "Statements 2024");
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(input as HTMLInputElement, pdfFile());
    await waitFor(() => expect(args.onUploadDocument).toHaveBeenCalledOnce());
    await userEvent.type(canvas.getByRole("textbox", { name: "Financial year" }), "2024");
    await typeFigures(canvas, "980,000");
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent("Saving");
    await expect(args.onSave).not.toHaveBeenCalled();
    await expect(canvas.queryByRole("alert")).toBeNull();
    // Pressed again while waiting: still one save.
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }));
    arrive();
    await expect(await canvas.findByText("Saved at 14:03")).toBeVisible();
    await expect(args.onSave).toHaveBeenCalledOnce();
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        document: "documents/0b7d4f9e-3c1a-4e0f-9a59-1f1d2c3b4a5e.pdf",
        totalAssets: "980,000",
      }),
    );
  }),
};

/** Arabic: the figures in Arabic-Indic digits are accepted; a file that is not a PDF is refused. */
export const StatementArabic: Story = {
  globals: { locale: "ar" },
  args: {
    kind: "statement",
    language: "ar",
    defaultValues: {
      ...emptyNews,
      title: "القوائم المالية المدققة لعام 2024",
      slug: "financial-statements-2024",
      document: "documents/0b7d4f9e-3c1a-4e0f-9a59-1f1d2c3b4a5e.pdf",
      year: "٢٠٢٤",
      revenue: "٥١٢٬٤٠٠",
      netProfit: "٤١٬٢٥٠",
      totalAssets: "٩٨٠٬٠٠٠",
      totalLiabilities: "٤١٠٬٠٠٠",
      totalEquity: "٥٧٠٬٠٠٠",
    },
    savedDocument: { name: "financial-statements-2024.pdf", bytes: 58_210 },
    onUploadDocument: notPdf(),
  },
  play: steps(async ({ canvas, canvasElement, args }) => {
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(input as HTMLInputElement, pdfFile());
    await expect(await canvas.findByText(/نوع هذا الملف غير مقبول/)).toBeVisible();
    // The saved PDF stays the document.
    await expect(canvas.getByText("financial-statements-2024.pdf")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "احفظ المسودة" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ revenue: "٥١٢٬٤٠٠", year: "٢٠٢٤" }),
    );
  }),
};

/**
 * A board member: name, role, biography, photo, the term's dates and the order on the page; no
 * address to edit (a part of a page). Four eyes is the workflow's, not the form's.
 */
export const BoardMember: Story = {
  globals: { locale: "en" },
  args: { kind: "board", defaultValues: emptyNews },
  play: steps(async ({ canvas, args }) => {
    await expect(canvas.queryByRole("textbox", { name: /Slug/ })).toBeNull();
    // The biography says how visitors see it.
    await expect(canvas.getByRole("textbox", { name: /^Biography/ })).toHaveAccessibleDescription(
      /visitors see it as plain text/,
    );
    await userEvent.type(canvas.getByRole("textbox", { name: "Name" }), "Hessa Al-Dawsari");
    await userEvent.type(canvas.getByRole("textbox", { name: /^Role/ }), "Board Member");
    await userEvent.type(canvas.getByRole("textbox", { name: /^Order on the page/ }), "0");
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }));
    const summary = await canvas.findByRole("alert");
    await expect(summary).toHaveTextContent("Enter a whole number from 1 to 999.");
    await userEvent.clear(canvas.getByRole("textbox", { name: /^Order on the page/ }));
    await userEvent.type(canvas.getByRole("textbox", { name: /^Order on the page/ }), "2");
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ slug: "hessa-al-dawsari", position: "2" }),
    );
  }),
};

/** A committee in Arabic: its members one per line, each "name: role". */
export const CommitteeArabic: Story = {
  globals: { locale: "ar" },
  args: { kind: "committee", language: "ar", defaultValues: emptyNews },
  play: steps(async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /^اسم اللجنة/ }), "لجنة المخاطر");
    await userEvent.type(
      canvas.getByRole("textbox", { name: /^مهام اللجنة/ }),
      "تشرف على المخاطر.",
    );
    await userEvent.type(canvas.getByRole("textbox", { name: /^الأعضاء/ }), "حصة الدوسري");
    await userEvent.click(canvas.getByRole("button", { name: "احفظ المسودة" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("نقطتان ثم المنصب");
    await userEvent.type(canvas.getByRole("textbox", { name: /^الأعضاء/ }), ": رئيسة اللجنة");
    await userEvent.click(canvas.getByRole("button", { name: "احفظ المسودة" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
  }),
};

/** An organization chart entry: the entry it reports to, chosen among the others. */
export const ChartEntry: Story = {
  globals: { locale: "en" },
  args: {
    kind: "org",
    defaultValues: emptyNews,
    parentOptions: [
      { value: "4f0c1c7e-8d1e-4a53-9a3e-2b1d5c6e7f80", label: "Board of Directors" },
      { value: "5a1d2e3f-4b5c-4d6e-8f70-8192a3b4c5d6", label: "Chief Executive Officer" },
    ],
  },
  play: steps(async ({ canvas, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /^Unit or position/ }), "Risk Office");
    await userEvent.selectOptions(
      canvas.getByRole("combobox", { name: /^Reports to/ }),
      "Chief Executive Officer",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ parent: "5a1d2e3f-4b5c-4d6e-8f70-8192a3b4c5d6" }),
    );
  }),
};

/** The event notice in Arabic: the details the event and invitation pages show. */
export const EventArabic: Story = {
  globals: { locale: "ar" },
  args: { kind: "event", language: "ar", defaultValues: emptyNews },
  play: steps(async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "احفظ المسودة" }));
    const summary = await canvas.findByRole("alert");
    for (const label of ["اسم المعرض", "التواريخ", "ساعات العمل", "الجناح", "المكان"]) {
      await expect(summary).toHaveTextContent(label);
    }
  }),
};

const videoUploaded = () =>
  fn(async (_file: File) => ({ file: "videos/0b7d4f9e-3c1a-4e0f-9a59-1f1d2c3b4a5e.webm" }));

/**
 * A video: the file uploaded as soon as it is chosen (its length is read from it), a poster,
 * and the captions of this language as WebVTT, pasted; text that is not WebVTT is refused.
 */
export const Video: Story = {
  globals: { locale: "en" },
  args: { kind: "video", defaultValues: emptyNews, onUploadVideo: videoUploaded() },
  play: steps(async ({ canvas, canvasElement, args }) => {
    await userEvent.type(canvas.getByRole("textbox", { name: /^Title/ }), "The new press line");
    await userEvent.type(canvas.getByRole("textbox", { name: /^Description/ }), "At work.");
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
    await userEvent.upload(
      input as HTMLInputElement,
      new File(["\u001aE\u00df\u00a3"], "press.webm", { type: "video/webm" }),
    );
    await waitFor(() => expect(args.onUploadVideo).toHaveBeenCalledOnce());
    const captions = canvas.getByRole("textbox", { name: /^Captions in this language/ });
    await userEvent.click(captions);
    await userEvent.paste("1\n00:00 A press");
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("not WebVTT");
    await userEvent.clear(captions);
    await userEvent.click(captions);
    await userEvent.paste("WEBVTT\n\n00:00.000 --> 00:04.000\nA press shapes a beam\n");
    await userEvent.click(canvas.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(args.onSave).toHaveBeenCalledOnce());
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ video: "videos/0b7d4f9e-3c1a-4e0f-9a59-1f1d2c3b4a5e.webm" }),
    );
  }),
};

/** The same in Arabic, a video already saved: its file is shown, its captions right to left. */
export const VideoArabic: Story = {
  globals: { locale: "ar" },
  args: {
    kind: "video",
    language: "ar",
    defaultValues: {
      ...emptyNews,
      title: "خط الكبس الجديد",
      summary: "خط الكبس الثاني أثناء العمل.",
      video: "videos/0b7d4f9e-3c1a-4e0f-9a59-1f1d2c3b4a5e.webm",
      captions: "WEBVTT\n\n00:00.000 --> 00:04.000\nمكبس يشكّل عارضة\n",
    },
    savedVideo: { name: "0b7d4f9e-3c1a-4e0f-9a59-1f1d2c3b4a5e.webm", bytes: 538_385 },
    onUploadVideo: videoUploaded(),
  },
  play: steps(async ({ canvas }) => {
    await expect(canvas.getByText("0b7d4f9e-3c1a-4e0f-9a59-1f1d2c3b4a5e.webm")).toBeVisible();
    await expect(canvas.getByRole("textbox", { name: /^الترجمة النصية/ })).toHaveAttribute(
      "dir",
      "rtl",
    );
  }),
};
