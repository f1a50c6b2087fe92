import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { valueTitles, whoWeAre } from "./fixtures";
import { Stack } from "./Stack";

const paragraphs = (list: readonly string[]) =>
  list.map((paragraph) => (
    <p key={paragraph} style={{ margin: 0 }}>
      {paragraph}
    </p>
  ));

const meta = {
  title: "Primitives/Stack",
  component: Stack,
  args: { gap: "lg", children: paragraphs(whoWeAre.en) },
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
  args: { children: paragraphs(whoWeAre.ar) },
};

/** A list without bullets: the list semantics stay. */
export const ListEnglish: Story = {
  globals: { locale: "en" },
  args: {
    as: "ul",
    gap: "xs",
    children: valueTitles.en.map((title) => <li key={title}>{title}</li>),
  },
  play: async ({ canvas }) => {
    await expect(within(canvas.getByRole("list")).getAllByRole("listitem")).toHaveLength(5);
  },
};
