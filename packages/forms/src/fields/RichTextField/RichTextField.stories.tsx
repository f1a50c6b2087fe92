import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  checkRichText,
  isRichTextProblem,
  paragraphsDocument,
  type RichTextDocument,
} from "../../schemas/richText";
import { RichTextField, type RichTextFieldProps } from "./RichTextField";

/** The field with its value kept in state, as a form keeps it. */
function Stateful(props: RichTextFieldProps) {
  const [value, setValue] = useState(props.value);
  return (
    <RichTextField
      {...props}
      value={value}
      onChange={(document) => {
        setValue(document);
        props.onChange(document);
      }}
    />
  );
}

const meta = {
  title: "Forms/Fields/RichTextField",
  component: Stateful,
  args: {
    id: "body",
    label: "studio.form.body",
    language: "en",
    value: paragraphsDocument([""]),
    onChange: fn(),
    onBlur: fn(),
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

const last = (onChange: unknown) =>
  (onChange as ReturnType<typeof fn>).mock.calls.at(-1)?.[0] as RichTextDocument;

/** One key at a time, each once the editor has taken the one before (see the editor's stories). */
async function typeText(box: HTMLElement, value: string) {
  for (const key of value.match(/\{[A-Za-z]+\}|./gsu) ?? []) {
    const before = box.innerHTML;
    await userEvent.keyboard(key);
    await waitFor(() => expect(box.innerHTML).not.toBe(before));
  }
}

/**
 * Every part of the toolbar, used once: what the editor hands on is what the server's structure
 * check accepts (no attribute or node it does not know).
 */
export const English: Story = {
  globals: { locale: "en" },
  args: { hint: "studio.form.summaryHint", required: true },
  play: async ({ canvas, args }) => {
    const box = await canvas.findByRole("textbox", { name: "Text" });
    await expect(box).toHaveAttribute("aria-required", "true");
    await expect(box).toHaveAccessibleDescription(
      "Shown in lists, feeds and when the page is shared.",
    );
    await userEvent.click(box);
    await waitFor(() => expect(box).toHaveFocus());
    const press = (name: string) => userEvent.click(canvas.getByRole("button", { name }));
    await press("Heading 2");
    await typeText(box, "Results{Enter}");
    await press("Italic");
    await typeText(box, "Up 12%{Enter}");
    await press("Bulleted list");
    await typeText(box, "Dammam{Enter}{Enter}");
    await press("Quotation");
    await typeText(box, "Growth{Enter}{Enter}");
    await press("Insert table");
    await typeText(box, "Year");
    await press("Add row");
    await press("Add column");
    await waitFor(() => expect(within(box).getByRole("table")).toBeVisible());
    const stored = last(args.onChange);
    const checked = checkRichText(stored);
    await expect(isRichTextProblem(checked) ? checked : "accepted").toBe("accepted");
    await userEvent.tab({ shift: true });
    await waitFor(() => expect(args.onBlur).toHaveBeenCalled());
  },
};

/** Arabic interface, Arabic text: the editable text is right to left even while empty. */
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { language: "ar", label: "studio.form.answer" },
  play: async ({ canvas, args }) => {
    const box = await canvas.findByRole("textbox", { name: "الإجابة" });
    await expect(box).toHaveAttribute("dir", "rtl");
    await userEvent.click(box);
    await waitFor(() => expect(box).toHaveFocus());
    await typeText(box, "قدّم عبر صفحة Careers");
    await waitFor(() => expect(isRichTextProblem(checkRichText(last(args.onChange)))).toBe(false));
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** English text being edited under an Arabic interface: the text follows its own language. */
export const EnglishTextInArabic: Story = {
  globals: { locale: "ar" },
  args: { language: "en", value: paragraphsDocument(["Rawafed opens a warehouse in Dammam."]) },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole("textbox", { name: "النص" });
    await expect(box).toHaveAttribute("dir", "ltr");
    await expect(box).toHaveAttribute("lang", "en");
  },
};

/** With an error: the text is invalid, described by its message. */
export const ErrorEnglish: Story = {
  globals: { locale: "en" },
  args: {
    error: "validation.richTextInvalid",
    value: paragraphsDocument(["A paragraph the server refused."]),
  },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole("textbox", { name: "Text" });
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription(/does not allow/);
  },
};

export const ErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { language: "ar", error: "validation.required", label: "studio.form.answer" },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole("textbox", { name: "الإجابة" });
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription("هذا الحقل مطلوب.");
  },
};
