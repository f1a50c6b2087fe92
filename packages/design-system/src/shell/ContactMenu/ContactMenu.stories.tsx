import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { brandFixture } from "../fixtures";
import { fullPage, PageContent } from "../storyFixtures";
import { ContactMenu } from "./ContactMenu";

const meta = {
  title: "Shell/ContactMenu",
  component: ContactMenu,
  // Fixed to the viewport: captured with the whole page.
  parameters: { layout: "fullscreen" },
  decorators: [fullPage],
  args: { brand: brandFixture },
  render: (args) => (
    <>
      <div style={{ padding: "2rem 1rem" }}>
        <PageContent />
      </div>
      <ContactMenu {...args} />
    </>
  ),
} satisfies Meta<typeof ContactMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

const copy = {
  en: {
    open: "Contact us",
    close: "Close contact options",
    options: "Contact options",
    email: "Email us",
    phone: "Call us",
    chat: "Chat with us",
  },
  ar: {
    open: "تواصل معنا",
    close: "إغلاق خيارات التواصل",
    options: "خيارات التواصل",
    email: "راسلنا عبر البريد الإلكتروني",
    phone: "اتصل بنا",
    chat: "تحدّث معنا",
  },
} as const;

/** Toggles on click, closes on a click outside and on Escape (focus back on the toggle). */
const interact =
  (locale: keyof typeof copy): Story["play"] =>
  async ({ canvas }) => {
    const text = copy[locale];
    const toggle = canvas.getByRole("button", { name: text.open });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByRole("list", { name: text.options })).toBeNull();

    // Open: the toggle's name and icon change; three links appear.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(toggle).toHaveAccessibleName(text.close);
    await expect(toggle.querySelector("[data-icon]")).toHaveAttribute("data-icon", "close");
    const options = canvas.getByRole("list", { name: text.options });
    await expect(toggle).toHaveAttribute("aria-controls", options.id);
    const links = within(options).getAllByRole("link");
    await expect(links).toHaveLength(3);
    await expect(within(options).getByRole("link", { name: text.email })).toHaveAttribute(
      "href",
      `mailto:${brandFixture.email}`,
    );
    await expect(within(options).getByRole("link", { name: text.phone })).toHaveAttribute(
      "href",
      `tel:${brandFixture.phone}`,
    );
    const chat = within(options).getByRole("link", { name: text.chat });
    await expect(chat).toHaveAttribute("href", brandFixture.chatUrl);
    await expect(chat).toHaveAttribute("target", "_blank");
    await expect(chat).toHaveAttribute("rel", "noopener noreferrer");

    // Click again: closed.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAccessibleName(text.open);
    await expect(toggle.querySelector("[data-icon]")).toHaveAttribute("data-icon", "chat");

    // A click outside closes.
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(canvas.getByRole("heading", { level: 1 }));
    await expect(toggle).toHaveAttribute("aria-expanded", "false");

    // Tab goes from the toggle into the options it opened; Escape closes from inside the menu
    // and returns focus to the toggle.
    await userEvent.click(toggle);
    await userEvent.tab();
    await expect(
      within(canvas.getByRole("list", { name: text.options })).getByRole("link", {
        name: text.email,
      }),
    ).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveFocus();
  };

export const English: Story = { globals: { locale: "en" }, play: interact("en") };
export const Arabic: Story = { globals: { locale: "ar" }, play: interact("ar") };

/** Opened with a click, for the picture of the open stack. */
const openStory = (locale: keyof typeof copy): Story => ({
  globals: { locale },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: copy[locale].open }));
    await waitFor(() =>
      expect(canvas.getByRole("list", { name: copy[locale].options })).toBeVisible(),
    );
    // On the end side: right in English, left in Arabic.
    const box = canvas.getByRole("button", { name: copy[locale].close }).getBoundingClientRect();
    if (locale === "en") await expect(box.left).toBeGreaterThan(window.innerWidth / 2);
    else await expect(box.right).toBeLessThan(window.innerWidth / 2);
  },
});

export const OpenEnglish: Story = openStory("en");
export const OpenArabic: Story = openStory("ar");
export const MobileOpenEnglish: Story = {
  ...openStory("en"),
  parameters: { viewport: "mobile" },
};
export const MobileOpenArabic: Story = {
  ...openStory("ar"),
  parameters: { viewport: "mobile" },
};
