import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { CodeInput, type CodeInputProps } from "./CodeInput";

function Stateful(props: CodeInputProps) {
  const [value, setValue] = useState(props.value);
  return (
    <CodeInput
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        props.onChange(next);
      }}
    />
  );
}

/** Sets a cell's text the way React sees a browser do it: the native setter, then `input`. */
function setText(cell: HTMLInputElement, text: string, inputType?: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(cell, text);
  cell.dispatchEvent(
    inputType
      ? new InputEvent("input", { inputType, bubbles: true })
      : new Event("input", { bubbles: true }),
  );
}

/** Autofill (`autocomplete=one-time-code`): the whole code set into a cell, no `beforeinput`. */
const autofill = (cell: HTMLInputElement, code: string) => setText(cell, code);

/**
 * A keyboard's clipboard suggestion: text inserted at the caret in one input event, with no paste
 * event (the cell keeps its old digit beside it).
 */
function insertAtCaret(cell: HTMLInputElement, text: string, caret: number) {
  cell.setSelectionRange(caret, caret);
  const data = { inputType: "insertText", data: text, bubbles: true, cancelable: true };
  cell.dispatchEvent(new InputEvent("beforeinput", data));
  setText(cell, cell.value.slice(0, caret) + text + cell.value.slice(caret), "insertText");
}

/** An OS's suggested code: a replacement of the cell's whole text, the caret after its digit. */
function replaceText(cell: HTMLInputElement, text: string) {
  cell.setSelectionRange(cell.value.length, cell.value.length);
  const init = { inputType: "insertReplacementText", bubbles: true, cancelable: true };
  cell.dispatchEvent(new InputEvent("beforeinput", init));
  setText(cell, text, "insertReplacementText");
}

/**
 * The right code over a wrong one, in every way a code arrives. The wrong code's first digit is in
 * the right one, so a guess by removing the old digit from the new text gives 648634. `digits`
 * writes a code as the person's keyboard does. (No digit is typed over itself: Testing Library
 * sends no input event for an edit that leaves the value as it was, where a browser does.)
 */
async function overWrongCode(
  canvasElement: HTMLElement,
  onChange: CodeInputProps["onChange"],
  digits: (code: string) => string,
) {
  const cells = within(canvasElement).getAllByRole<HTMLInputElement>("textbox");
  const [first, , third, , , last] = cells;
  if (!first || !third || !last) throw new Error("six cells");
  const shows = async (code: string) => {
    await expect(onChange).toHaveBeenLastCalledWith(code);
    await expect(cells.map((cell) => cell.value).join("")).toBe(code);
  };
  const typeOver = async (code: string) => {
    await userEvent.click(first);
    await userEvent.keyboard(digits(code));
  };

  // A paste into any cell of a filled field is the whole code.
  await userEvent.click(third);
  await userEvent.paste(digits("694 863"));
  await shows("694863");
  // Typed over, each digit takes its cell's place.
  await typeOver("900004");
  await shows("900004");
  // Inserted before the first cell's digit, as one input event.
  insertAtCaret(first, digits("694863"), 0);
  await shows("694863");
  await typeOver("900004");
  // Autofilled into the first cell (Latin digits, whatever the language), as one input event.
  autofill(first, "694863");
  await shows("694863");
  await expect(last).toHaveFocus();
  // Backspace empties the cell, then the one before.
  await userEvent.keyboard("{Backspace}{Backspace}");
  await shows("6948");
  await userEvent.keyboard(digits("63"));
  await shows("694863");
  // Suggested over itself: the first cell's digit, kept before the caret, is not read as kept.
  replaceText(first, "694863");
  await shows("694863");
}

const meta = {
  title: "Forms/Fields/CodeInput",
  component: CodeInput,
  render: (args) => <Stateful {...args} />,
  args: { id: "code", value: "", onChange: fn(), required: true },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("group", { name: "Reset code (required)" })).toBeVisible();
    const first = canvas.getByRole("textbox", { name: "Digit 1 of 6" });
    await userEvent.click(first);
    await userEvent.keyboard("12");
    await expect(canvas.getByRole("textbox", { name: "Digit 3 of 6" })).toHaveFocus();
    await userEvent.keyboard("{Backspace}");
    await expect(canvas.getByRole("textbox", { name: "Digit 2 of 6" })).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith("1");
    await userEvent.keyboard("x");
    await expect(args.onChange).toHaveBeenLastCalledWith("1");
    await userEvent.click(first);
    await userEvent.paste("987 654");
    await expect(args.onChange).toHaveBeenLastCalledWith("987654");
    await expect(canvas.getByRole("textbox", { name: "Digit 6 of 6" })).toHaveValue("4");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("textbox", { name: "الرقم 1 من 6" }));
    await userEvent.keyboard("١٢٣");
    await expect(args.onChange).toHaveBeenLastCalledWith("123");
    await userEvent.paste("٤٥٦");
    await expect(args.onChange).toHaveBeenLastCalledWith("123456");
  },
};

export const OverWrongCodeEnglish: Story = {
  globals: { locale: "en" },
  args: { value: "900004" },
  play: ({ canvasElement, args }) => overWrongCode(canvasElement, args.onChange, (code) => code),
};

const arabicIndic = (code: string) =>
  code.replace(/\d/g, (digit) => "٠١٢٣٤٥٦٧٨٩"[Number(digit)] ?? digit);

export const OverWrongCodeArabic: Story = {
  globals: { locale: "ar" },
  args: { value: "900004" },
  play: ({ canvasElement, args }) => overWrongCode(canvasElement, args.onChange, arabicIndic),
};

export const Filled: Story = { globals: { locale: "en" }, args: { value: "482913" } };

export const ErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { value: "4829", error: "validation.code" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("group")).toHaveAccessibleDescription("Enter the 6-digit code.");
  },
};

export const ErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { value: "", error: "validation.required" },
};

export const Disabled: Story = {
  globals: { locale: "en" },
  args: { value: "482913", disabled: true },
};
