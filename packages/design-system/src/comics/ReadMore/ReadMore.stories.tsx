import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor } from "storybook/test";
import { text } from "../shared/storyHelpers";
import { ReadMore } from "./ReadMore";

const description = {
  en: "A young courier crosses a desert city at night to deliver a sealed parcel before dawn. Every chapter follows a new stop on the route, a new stranger and a new secret about the parcel. The series mixes quiet humour with chases across rooftops, markets and old warehouses, and ends each chapter with a question the next one answers.",
  ar: "يعبر ساعي بريد شاب مدينة صحراوية ليلاً ليوصل طرداً مختوماً قبل الفجر. يتابع كل فصل محطة جديدة على الطريق، وغريباً جديداً، وسرًّا جديداً عن الطرد. تمزج السلسلة الفكاهة الهادئة بمطاردات فوق الأسطح وفي الأسواق والمستودعات القديمة، وينتهي كل فصل بسؤال يجيب عنه الفصل الذي يليه.",
} as const;

const meta = {
  title: "Comics/ReadMore",
  component: ReadMore,
  args: { children: description.en, lines: 2 },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "28rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ReadMore>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Expands and collapses; the button names what it does and controls the text. */
const toggles =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: text(locale, "action.readMore") });
    const region = canvas.getByText(description[locale]);
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(button).toHaveAttribute("aria-controls", region.id);
    const collapsed = region.clientHeight;
    await expect(region.scrollHeight).toBeGreaterThan(collapsed);

    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-expanded", "true"));
    await expect(button).toHaveAccessibleName(text(locale, "action.readLess"));
    await expect(region.clientHeight).toBeGreaterThan(collapsed);
    await expect(button).toHaveFocus();

    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute("aria-expanded", "false"));
    await expect(button).toHaveAccessibleName(text(locale, "action.readMore"));
    await expect(region.clientHeight).toBe(collapsed);
  };

export const English: Story = { globals: { locale: "en" }, play: toggles("en") };

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { children: description.ar },
  play: toggles("ar"),
};

export const ExpandedEnglish: Story = {
  globals: { locale: "en" },
  args: { defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "Read less" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  },
};

export const ExpandedArabic: Story = {
  globals: { locale: "ar" },
  args: { children: description.ar, defaultExpanded: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "عرض أقل" })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
  },
};

/** A text that fits needs no button. */
export const ShortEnglish: Story = {
  globals: { locale: "en" },
  args: { children: "A courier, a parcel and one night." },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const MobileArabic: Story = {
  ...Arabic,
  parameters: { viewport: "mobile" },
};
