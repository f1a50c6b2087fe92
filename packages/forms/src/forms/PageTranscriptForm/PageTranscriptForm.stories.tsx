import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { answer, fill, steps, submitShowsServerError, succeed } from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { PageTranscriptForm } from "./PageTranscriptForm";

const meta = {
  title: "Forms/Comics/PageTranscriptForm",
  component: PageTranscriptForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { id: "transcript-3", page: 3, total: 6, onSubmit: succeed() },
} satisfies Meta<typeof PageTranscriptForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typed in the chapter's language, saved on its own; the status names the page and stays. */
export const English: Story = {
  globals: { locale: "en" },
  args: { lang: "en", dir: "ltr" },
  play: steps(async ({ canvas, args }) => {
    await expect(canvas.getByRole("form", { name: "Page 3 of 6" })).toBeVisible();
    const field = canvas.getByRole("textbox", { name: "Transcript of page 3" });
    await expect(field).toHaveAttribute("lang", "en");
    await fill([[field, "Salma: Follow the lantern!{Enter}Sound: WHOOSH"]]);
    await userEvent.click(canvas.getByRole("button", { name: "Save" }));
    await waitFor(() =>
      expect(canvas.getByRole("status")).toHaveTextContent("The transcript of page 3 is saved."),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({
      transcript: "Salma: Follow the lantern!\nSound: WHOOSH",
    });
    // The form stays with the text as saved, to be changed again.
    await expect(field).toHaveValue("Salma: Follow the lantern!\nSound: WHOOSH");
  }),
};

/** An Arabic chapter's page, its saved transcript shown, right to left. */
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { lang: "ar", dir: "rtl", transcript: "سلمى: اتبع الفانوس!\nصوت: ووووش" },
  play: steps(async ({ canvas, args }) => {
    await expect(canvas.getByRole("form", { name: "الصفحة 3 من 6" })).toBeVisible();
    const field = canvas.getByRole("textbox", { name: "النص المكتوب للصفحة 3" });
    await expect(field).toHaveAttribute("dir", "rtl");
    await expect(field).toHaveValue("سلمى: اتبع الفانوس!\nصوت: ووووش");
    // Emptied and saved: the page has no transcript again.
    await userEvent.clear(field);
    await userEvent.click(canvas.getByRole("button", { name: "حفظ" }));
    await waitFor(() =>
      expect(canvas.getByRole("status")).toHaveTextContent("حُفظ النص المكتوب للصفحة 3."),
    );
    await expect(args.onSubmit).toHaveBeenCalledWith({ transcript: "" });
  }),
};

/** The server refuses it: the error is on the field, named in the summary, the text kept. */
export const ServerErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { onSubmit: answer({ transcript: "validation.max" }) },
  play: steps(async ({ canvas }) => {
    const field = canvas.getByRole("textbox", { name: "Transcript of page 3" });
    await fill([[field, "Jad: Too long for the server."]]);
    await submitShowsServerError(canvas, "Save", field, "This field is too long.", [
      [field, "Jad: Too long for the server."],
    ]);
  }),
};

export const ServerErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { onSubmit: answer({ transcript: "validation.max" }) },
  play: steps(async ({ canvas }) => {
    const field = canvas.getByRole("textbox", { name: "النص المكتوب للصفحة 3" });
    await fill([[field, "جاد: أطول مما يقبله الخادم."]]);
    await userEvent.click(canvas.getByRole("button", { name: "حفظ" }));
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent("النص المكتوب للصفحة 3");
    await expect(field).toHaveValue("جاد: أطول مما يقبله الخادم.");
  }),
};
