import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { offices } from "./fixtures";
import { OfficeList } from "./OfficeList";

const { en, ar } = offices;

const meta = {
  title: "Sections/OfficeList",
  component: OfficeList,
  args: en,
} satisfies Meta<typeof OfficeList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole("link", { name: /^View on map: / });
    await expect(links).toHaveLength(5);
    // Every map link has its own accessible name.
    await expect(new Set(links.map((link) => link.textContent)).size).toBe(5);
    const riyadh = canvas.getByRole("link", { name: "View on map: Riyadh, head office" });
    await expect(riyadh).toHaveAttribute(
      "href",
      `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(en.items[0]?.address ?? "")}`,
    );
    await expect(riyadh).toHaveAttribute("target", "_blank");
    await expect(riyadh).toHaveAccessibleDescription("opens in a new tab");
    await expect(canvas.getAllByText("Head office")).toHaveLength(1);
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: ar,
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole("link", { name: /^عرض على الخريطة: / })).toHaveLength(5);
    await expect(
      canvas.getByRole("link", { name: `عرض على الخريطة: ${ar.items[4]?.name}` }),
    ).toHaveAttribute(
      "href",
      expect.stringContaining(encodeURIComponent(ar.items[4]?.address ?? "")),
    );
    await expect(canvas.getByText("المقر الرئيسي", { selector: "span" })).toBeVisible();
  },
};

export const MobileArabic: Story = { ...Arabic, parameters: { viewport: "mobile" } };

/** With phone numbers, which stay left-to-right in Arabic. */
export const PhonesArabic: Story = {
  globals: { locale: "ar" },
  args: {
    heading: ar.heading,
    items: ar.items.slice(0, 2).map((office) => ({ ...office, phone: "+966 11 000 0000" })),
  },
  play: async ({ canvas }) => {
    const [phone] = canvas.getAllByText("+966 11 000 0000");
    await expect(phone).toHaveAttribute("dir", "ltr");
    await expect(phone?.closest("a")).toHaveAttribute("href", "tel:+966110000000");
  },
};
