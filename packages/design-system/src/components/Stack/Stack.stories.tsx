import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { aboutPages as arAbout } from "../../../../../apps/site/src/content/ar/about";
import { aboutPages as enAbout } from "../../../../../apps/site/src/content/en/about";
import { pick } from "../../sections/shared/storyHelpers";
import { Stack } from "./Stack";

const paragraphs = (text: { paragraphs: readonly string[] }) =>
  text.paragraphs.map((paragraph) => (
    <p key={paragraph} style={{ margin: 0 }}>
      {paragraph}
    </p>
  ));

const meta = {
  title: "Primitives/Stack",
  component: Stack,
  args: { gap: "lg", children: paragraphs(pick(enAbout.aboutUs.sections, "text")) },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvasElement }) => {
    const stack = canvasElement.querySelector("p")?.parentElement as HTMLElement;
    await expect(getComputedStyle(stack).flexDirection).toBe("column");
    await expect(getComputedStyle(stack).rowGap).toBe("24px");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { children: paragraphs(pick(arAbout.aboutUs.sections, "text")) },
};

/** A list without bullets: the list semantics stay. */
export const ListEnglish: Story = {
  globals: { locale: "en" },
  args: {
    as: "ul",
    gap: "xs",
    children: pick(enAbout.values.sections, "cards").items.map((item) => (
      <li key={item.title}>{item.title}</li>
    )),
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole("list")).getAllByRole("listitem")).toHaveLength(5);
  },
};
