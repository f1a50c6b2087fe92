import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { services } from "./fixtures";
import { Tabs } from "./Tabs";

type Service = (typeof services.en)[number];

const items = (list: readonly Service[]) =>
  list.map((service) => ({
    id: service.slug,
    label: service.title,
    content: <p style={{ margin: 0 }}>{service.summary}</p>,
  }));

const meta = {
  title: "Primitives/Tabs",
  component: Tabs,
  args: { label: "Our services", items: items(services.en) },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const list = canvas.getByRole("tablist", { name: "Our services" });
    await expect(list).toBeVisible();
    const [first, second, , last] = canvas.getAllByRole("tab") as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent(services.en[0]?.summary ?? "");

    // Click selects.
    await userEvent.click(second);
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(first).toHaveAttribute("aria-selected", "false");
    await expect(canvas.getByRole("tabpanel", { name: services.en[1]?.title })).toBeVisible();

    // Arrow Right goes forward in ltr, Arrow Left back; Home and End jump.
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getAllByRole("tab")[2]).toHaveFocus();
    await expect(canvas.getAllByRole("tab")[2]).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(second).toHaveFocus();
    await userEvent.keyboard("{End}");
    await expect(last).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(first).toHaveAttribute("aria-selected", "true");

    // One tab stop: Tab leaves the list for the panel.
    await userEvent.tab();
    await expect(canvas.getByRole("tabpanel")).toHaveFocus();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { label: "خدماتنا", items: items(services.ar) },
  play: async ({ canvas }) => {
    const [first, second, third] = canvas.getAllByRole("tab") as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await userEvent.click(first);
    // In rtl, Arrow Left goes forward (towards the inline end).
    await userEvent.keyboard("{ArrowLeft}");
    await expect(second).toHaveFocus();
    await expect(second).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(third).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowRight}");
    await expect(second).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel", { name: services.ar[1]?.title })).toBeVisible();
  },
};

export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: { label: "خدماتنا", items: items(services.ar), defaultSelected: services.ar[1]?.slug },
  parameters: { viewport: "mobile" },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("tab")[1]).toHaveAttribute("aria-selected", "true");
  },
};

/** A first tab that names no tab (a stale link's anchor): the first is chosen, and Tab reaches it. */
export const UnknownDefaultEnglish: Story = {
  globals: { locale: "en" },
  args: { defaultSelected: "no-such-service" },
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole("tab") as [HTMLElement];
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(first).toHaveAttribute("tabindex", "0");
    await userEvent.tab();
    await expect(first).toHaveFocus();
    await expect(canvas.getByRole("tabpanel")).toBeVisible();
  },
};
