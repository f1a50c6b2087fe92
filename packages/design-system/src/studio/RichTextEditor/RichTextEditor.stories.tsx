import { useT } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import type { JSONContent } from "@tiptap/core";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { text } from "../../comics/shared/storyHelpers";
import { RichTextEditor, type RichTextEditorProps } from "./RichTextEditor";
import { emptyDocument, type RichTextValue } from "./storedDocument";
import { arabicArticle, englishArticle, hostileHtml } from "./storyFixtures";

/** The editor as a field shows it: a visible label naming it, its value kept in state. */
function Frame(
  props: Omit<RichTextEditorProps, "labelledBy" | "onChange"> & {
    onChange: (document: RichTextValue) => void;
    error?: boolean;
  },
) {
  const t = useT();
  const [value, setValue] = useState<JSONContent>(props.value);
  return (
    <div style={{ display: "grid", gap: "0.5rem", maxInlineSize: "48rem" }}>
      <span id="body-label" style={{ fontWeight: 700 }}>
        {t("studio.form.body")}
      </span>
      {props.error ? (
        <p id="body-error" style={{ margin: 0, color: "#b3261e", fontWeight: 700 }}>
          {t("validation.richTextInvalid")}
        </p>
      ) : null}
      <RichTextEditor
        {...props}
        id="body"
        value={value}
        labelledBy="body-label"
        describedBy={props.error ? "body-error" : undefined}
        onChange={(document) => {
          setValue(document);
          props.onChange(document);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Studio/RichTextEditor",
  component: Frame,
  args: { value: emptyDocument(), language: "en", onChange: fn() },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const lastDocument = (onChange: unknown) => {
  const calls = (onChange as ReturnType<typeof fn>).mock.calls;
  return calls.at(-1)?.[0] as RichTextValue;
};

const editable = (canvas: Canvas, name: string) => canvas.findByRole("textbox", { name });

/**
 * Types into the editable text one key at a time, each once the editor has taken the one before
 * (simulated keys reach ProseMirror through the DOM it watches; a key sent while it redraws a
 * line would be lost, which a person's typing never is). `{Enter}` starts a new paragraph.
 */
async function typeText(box: HTMLElement, value: string) {
  for (const key of value.match(/\{[A-Za-z]+\}|./gsu) ?? []) {
    const before = box.innerHTML;
    await userEvent.keyboard(key);
    await waitFor(() => expect(box.innerHTML).not.toBe(before));
  }
}

/** The toolbar is one tab stop; arrows move along the reading direction, Home and End to the ends. */
async function toolbarKeys(canvas: Canvas, locale: "en" | "ar") {
  const toolbar = canvas.getByRole("toolbar", { name: text(locale, "studio.editor.toolbar") });
  const buttons = within(toolbar).getAllByRole("button");
  await expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
  const [forward, backward] =
    locale === "ar" ? ["{ArrowLeft}", "{ArrowRight}"] : ["{ArrowRight}", "{ArrowLeft}"];
  buttons[0]?.focus();
  await userEvent.keyboard(forward);
  await expect(buttons[1]).toHaveFocus();
  await expect(buttons[1]).toHaveAccessibleName(
    text(locale, "studio.editor.heading").replace("{level}", "2"),
  );
  await userEvent.keyboard("{End}");
  await expect(buttons.at(-1)).toHaveFocus();
  await userEvent.keyboard("{Home}");
  await expect(buttons[0]).toHaveFocus();
  await userEvent.keyboard(backward);
  await expect(buttons.at(-1)).toHaveFocus();
  await expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons.at(-1)]);
}

/** Empty: typing writes the text; Bold is a toggle that says whether it is on. */
export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    const box = await editable(canvas, "Text");
    await expect(box).toHaveAttribute("lang", "en");
    await expect(box).toHaveAttribute("dir", "ltr");
    await expect(box).toHaveAttribute("aria-multiline", "true");
    await toolbarKeys(canvas, "en");
    await userEvent.click(box);
    await waitFor(() => expect(box).toHaveFocus());
    await typeText(box, "Rawafed ");
    const bold = canvas.getByRole("button", { name: "Bold" });
    await expect(bold).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(bold);
    await expect(bold).toHaveAttribute("aria-pressed", "true");
    await typeText(box, "Group");
    await waitFor(() =>
      expect(lastDocument(args.onChange)).toEqual({
        type: "doc",
        content: [
          {
            type: "paragraph",
            attrs: { dir: "auto" },
            content: [
              { type: "text", text: "Rawafed " },
              { type: "text", text: "Group", marks: [{ type: "bold" }] },
            ],
          },
        ],
      }),
    );
    // No image button without a media library.
    await expect(canvas.queryByRole("button", { name: "Insert image" })).toBeNull();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/**
 * Arabic interface editing Arabic: the text starts on the right even while empty; an English line
 * inside it takes its own direction; the toolbar's arrows follow the right-to-left order.
 */
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { language: "ar" },
  play: async ({ canvas, args }) => {
    const box = await editable(canvas, "النص");
    await expect(box).toHaveAttribute("lang", "ar");
    await expect(box).toHaveAttribute("dir", "rtl");
    await toolbarKeys(canvas, "ar");
    await userEvent.click(box);
    await waitFor(() => expect(box).toHaveFocus());
    await typeText(box, "روافد{Enter}Rawafed Group");
    await waitFor(() => expect(box.querySelectorAll("p")).toHaveLength(2));
    for (const paragraph of box.querySelectorAll("p")) {
      await expect(paragraph).toHaveAttribute("dir", "auto");
    }
    await expect(getComputedStyle(box.querySelectorAll("p")[1] as Element).direction).toBe("ltr");
    await expect(getComputedStyle(box.querySelectorAll("p")[0] as Element).direction).toBe("rtl");
    await expect(lastDocument(args.onChange).content).toHaveLength(2);
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** An English article with Arabic inside it: headings, marks, a list, a quote and a link. */
export const FilledEnglish: Story = {
  globals: { locale: "en" },
  args: { value: englishArticle },
  play: async ({ canvas }) => {
    const box = await editable(canvas, "Text");
    await expect(within(box).getByRole("heading", { level: 2 })).toHaveTextContent(
      "A new warehouse in Dammam",
    );
    await expect(within(box).getByRole("link", { name: "annual report" })).toHaveAttribute(
      "href",
      "/en/investors",
    );
    // The Arabic item of the English list runs right to left, its bullet on its right.
    const [english, arabic] = [...box.querySelectorAll("ul > li")] as HTMLElement[];
    await expect(getComputedStyle(english as HTMLElement).direction).toBe("ltr");
    await expect(getComputedStyle(arabic as HTMLElement).direction).toBe("rtl");
    await expect(getComputedStyle(arabic as HTMLElement).marginRight).not.toBe("0px");
  },
};

/** An Arabic article with English inside it, a numbered list, a quote and a table. */
export const FilledArabic: Story = {
  globals: { locale: "ar" },
  args: { value: arabicArticle, language: "ar" },
  play: async ({ canvas, args }) => {
    const box = await editable(canvas, "النص");
    // Loading a document is not a change: nothing to save, nothing to undo.
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole("button", { name: "تراجع" })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
    const english = within(box).getByText("The warehouse opens in May 2026.");
    await expect(getComputedStyle(english).direction).toBe("ltr");
    await expect(within(box).getByRole("table")).toBeVisible();
    // Each number sits at the start of its Arabic line, on the right, inside the box.
    const item = box.querySelector("ol > li") as HTMLElement;
    await expect(getComputedStyle(item).direction).toBe("rtl");
    await expect(getComputedStyle(item).marginRight).not.toBe("0px");
    await expect(getComputedStyle(item).marginLeft).toBe("0px");
    const quote = box.querySelector("blockquote") as HTMLElement;
    await expect(getComputedStyle(quote).direction).toBe("rtl");
    await expect(getComputedStyle(quote).borderRightWidth).toBe("4px");
  },
};

/**
 * Pasting a page's markup: the schema keeps headings, paragraphs, bold and the safe link; script,
 * event attributes, the `javascript:` link, the iframe and the styles are gone.
 */
export const PasteIsSanitised: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    const box = await editable(canvas, "Text");
    await userEvent.click(box);
    const data = new DataTransfer();
    data.setData("text/html", hostileHtml);
    data.setData("text/plain", "Quarterly results");
    box.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
    await waitFor(() => expect(within(box).getByText("the report")).toBeVisible());
    const json = JSON.stringify(lastDocument(args.onChange));
    for (const unsafe of [
      "script",
      "javascript:",
      "onclick",
      "onmouseover",
      "onerror",
      "iframe",
      "style",
      "alert",
    ]) {
      await expect(json).not.toContain(unsafe);
    }
    await expect(json).toContain('"href":"https://rawafed.example/report"');
    await expect(json).toContain('{"type":"text","marks":[{"type":"bold"}],"text":"12%"}');
    await expect(
      box.querySelector("script, iframe, img, [onclick], [onmouseover], [onerror], [style]"),
    ).toBeNull();
    await expect((window as { __pasted?: boolean }).__pasted).toBeUndefined();
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A link's address: a `javascript:` one is refused with a message, a web address is set. */
export const Link: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    const box = await editable(canvas, "Text");
    await userEvent.click(box);
    const linkButton = canvas.getByRole("button", { name: "Link" });
    await userEvent.click(linkButton);
    await expect(linkButton).toHaveAttribute("aria-expanded", "true");
    const address = canvas.getByRole("textbox", { name: "Address of the link" });
    await waitFor(() => expect(address).toHaveFocus());
    await userEvent.type(address, "javascript:alert(1){Enter}");
    const refusal = await canvas.findByRole("alert");
    await expect(refusal).toHaveTextContent(text("en", "studio.editor.link.invalid"));
    await expect(address).toHaveAttribute("aria-invalid", "true");
    await expect(address).toHaveAccessibleDescription(/cannot be used/);
    await userEvent.clear(address);
    await userEvent.type(address, "rawafed.example/about");
    await userEvent.click(canvas.getByRole("button", { name: "Apply link" }));
    await waitFor(() =>
      expect(
        within(box).getByRole("link", { name: "https://rawafed.example/about" }),
      ).toBeVisible(),
    );
    await expect(JSON.stringify(lastDocument(args.onChange))).toContain(
      '"href":"https://rawafed.example/about"',
    );
    await expect(canvas.getByRole("button", { name: "Remove link" })).not.toHaveAttribute(
      "aria-disabled",
    );
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** A table: inserted, then a row and a column added; Delete table takes it away. */
export const Table: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    const box = await editable(canvas, "Text");
    await userEvent.click(box);
    const addRow = canvas.getByRole("button", { name: "Add row" });
    await expect(addRow).toHaveAttribute("aria-disabled", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Insert table" }));
    const table = await within(box).findByRole("table");
    await expect(table.querySelectorAll("tr")).toHaveLength(3);
    await expect(addRow).not.toHaveAttribute("aria-disabled");
    await userEvent.click(addRow);
    await userEvent.click(canvas.getByRole("button", { name: "Add column" }));
    await waitFor(() => expect(table.querySelectorAll("tr")).toHaveLength(4));
    await expect(table.querySelectorAll("tr")[0]?.children).toHaveLength(4);
    const stored = JSON.stringify(lastDocument(args.onChange));
    await expect(stored).not.toContain('"align"');
    await userEvent.click(canvas.getByRole("button", { name: "Delete table" }));
    await waitFor(() => expect(within(box).queryByRole("table")).toBeNull());
    (document.activeElement as HTMLElement | null)?.blur();
  },
};

/** With the media library: the image button inserts the picture it answers. */
export const Image: Story = {
  globals: { locale: "ar" },
  args: {
    language: "ar",
    onPickImage: fn(async () => ({ src: "/media/warehouse/dammam.webp", alt: "مستودع الدمام" })),
  },
  // The picture's file is the site's, not Storybook's: the frame would show a broken image.
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    const box = await editable(canvas, "النص");
    await userEvent.click(box);
    await userEvent.click(canvas.getByRole("button", { name: "إدراج صورة" }));
    await waitFor(() => expect(args.onPickImage).toHaveBeenCalledOnce());
    await waitFor(() =>
      expect(box.querySelector("img")).toHaveAttribute("src", "/media/warehouse/dammam.webp"),
    );
    await expect(JSON.stringify(lastDocument(args.onChange))).toContain('"alt":"مستودع الدمام"');
  },
};

/** A field with an error: the text is marked invalid and described by the message. */
export const Invalid: Story = {
  globals: { locale: "en" },
  args: { value: englishArticle, invalid: true, error: true },
  play: async ({ canvas }) => {
    const box = await editable(canvas, "Text");
    await expect(box).toHaveAttribute("aria-invalid", "true");
    await expect(box).toHaveAccessibleDescription(text("en", "validation.richTextInvalid"));
  },
};

/** Read only: no toolbar, the text cannot be changed. */
export const ReadOnly: Story = {
  globals: { locale: "ar" },
  args: { value: arabicArticle, language: "ar", readOnly: true },
  play: async ({ canvas }) => {
    const box = await editable(canvas, "النص");
    await expect(box).toHaveAttribute("aria-readonly", "true");
    await expect(box).toHaveAttribute("contenteditable", "false");
    await expect(canvas.queryByRole("toolbar")).toBeNull();
  },
};
