import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { FaqAccordion } from "./FaqAccordion";
import { faq } from "./fixtures";

const { en, ar } = faq;

const meta = {
  title: "Sections/FaqAccordion",
  component: FaqAccordion,
  args: { heading: en.title, items: en.items },
} satisfies Meta<typeof FaqAccordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const first = canvas.getByRole("button", { name: "Which regions do you serve?" });
    const second = canvas.getByRole("button", { name: "Do you manufacture your own racking?" });
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(first.closest("h3")).not.toBeNull();

    // Click opens and closes.
    await userEvent.click(first);
    await expect(first).toHaveAttribute("aria-expanded", "true");
    const answer = document.getElementById(first.getAttribute("aria-controls") ?? "");
    await expect(answer).toBeVisible();
    await expect(answer).toHaveTextContent("Riyadh, Buraydah, Dammam and Jeddah");
    await userEvent.click(first);
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await expect(answer).not.toBeVisible();

    // Keyboard: Arrow Down moves to the next question, Enter and Space toggle it.
    first.focus();
    await userEvent.keyboard("{ArrowDown}");
    await expect(second).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard(" ");
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await userEvent.keyboard("{End}");
    await expect(canvas.getByRole("button", { name: "How can I apply for a job?" })).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(canvas.getByRole("button", { name: "How can I apply for a job?" })).toHaveFocus();
    await userEvent.keyboard(" ");
    await waitFor(() =>
      expect(canvas.getByText(/Choose an opening on the careers page/)).toBeVisible(),
    );
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { heading: ar.title, items: ar.items },
  play: async ({ canvas }) => {
    const [firstItem, secondItem] = ar.items;
    const first = canvas.getByRole("button", { name: firstItem?.question });
    const second = canvas.getByRole("button", { name: secondItem?.question });
    await userEvent.click(first);
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(firstItem?.answer ?? "")).toBeVisible();
    await userEvent.click(first);
    await expect(first).toHaveAttribute("aria-expanded", "false");

    await userEvent.tab();
    await expect(second).toHaveFocus();
    await userEvent.keyboard("{ArrowUp}");
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{ArrowDown}");
    await userEvent.keyboard(" ");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    // Several answers can be open at once.
    await expect(first).toHaveAttribute("aria-expanded", "true");
  },
};

export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: { heading: ar.title, items: ar.items, defaultExpanded: [0] },
  parameters: { viewport: "mobile" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: ar.items[0]?.question })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  },
};

/** The FAQ page's section has no heading: questions become h2 under the page's h1. */
export const NoHeadingEnglish: Story = {
  globals: { locale: "en" },
  args: { items: en.items, heading: undefined, label: en.title },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("heading", { level: 2 })).toHaveLength(en.items.length);
    await expect(canvas.getByRole("region", { name: "Frequently asked questions" })).toBeVisible();
  },
};

/**
 * On the brand band (`tone="brand"`): every text light on the navy ground (axe checks its
 * contrast), and the focus ring with its light edge, plain on navy (the baseline shows it).
 */
export const BrandEnglish: Story = {
  globals: { locale: "en" },
  args: { tone: "brand" },
  play: async ({ canvas }) => {
    // An answer open too, so axe weighs its text against the band.
    const [first, second] = canvas.getAllByRole("button") as [HTMLElement, HTMLElement];
    await userEvent.click(first);
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await userEvent.keyboard("{ArrowDown}");
    await expect(second).toHaveFocus();
    await expect(getComputedStyle(second).boxShadow).toContain("rgb(255, 255, 255)");
  },
};
