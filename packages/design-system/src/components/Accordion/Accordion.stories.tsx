import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Accordion } from "./Accordion";
import { questions } from "./fixtures";

const items = (list: readonly { question: string; answer: string }[]) =>
  list.map((item) => ({
    title: item.question,
    content: <p style={{ margin: 0 }}>{item.answer}</p>,
  }));

const enItems = items(questions.en);
const arItems = items(questions.ar);

const meta = {
  title: "Primitives/Accordion",
  component: Accordion,
  args: { items: enItems },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const buttons = canvas.getAllByRole("button");
    await expect(buttons).toHaveLength(4);
    const [first, second, , last] = buttons as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    const panel = document.getElementById(first.getAttribute("aria-controls") ?? "");

    // Closed at first; the panel is a region named by its header.
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(panel).not.toBeVisible();

    // Click toggles.
    await userEvent.click(first);
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("region", { name: enItems[0]?.title })).toBeVisible();
    await userEvent.click(first);
    await expect(first).toHaveAttribute("aria-expanded", "false");

    // Keyboard: Enter and Space toggle; arrows, Home and End move between headers.
    await userEvent.keyboard("{Enter}");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard(" ");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{ArrowDown}");
    await expect(second).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(last).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(last).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(first).toHaveFocus();
    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(second).toHaveAttribute("aria-expanded", "true");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { items: arItems },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("button") as [HTMLElement, HTMLElement];
    await userEvent.click(first);
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByRole("region", { name: arItems[0]?.title })).toBeVisible();
    await userEvent.keyboard("{ArrowDown}");
    await expect(second).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{ArrowUp}{Enter}");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(second).toHaveAttribute("aria-expanded", "true");
  },
};

/** One panel at a time: opening one closes the other. */
export const SingleEnglish: Story = {
  globals: { locale: "en" },
  args: { multiple: false, defaultExpanded: ["0"] },
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole("button") as [HTMLElement, HTMLElement];
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(second);
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
  },
};

export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: { items: arItems, defaultExpanded: ["1"] },
  parameters: { viewport: "mobile" },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("button")[1]).toHaveAttribute("aria-expanded", "true");
  },
};
