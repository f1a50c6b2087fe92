import { useT } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Badge, type BadgeProps } from "./Badge";

/** The head-office badge, in every tone. */
function Tones({ tone }: Pick<BadgeProps, "tone">) {
  const t = useT();
  const tones = tone ? [tone] : (["neutral", "brand", "gold", "positive", "outline"] as const);
  return (
    <div style={{ display: "flex", gap: 8, flexWrap: "wrap" }}>
      {tones.map((each) => (
        <Badge key={each} tone={each}>
          {t("office.headOffice")}
        </Badge>
      ))}
    </div>
  );
}

const meta = {
  title: "Primitives/Badge",
  component: Tones,
} satisfies Meta<typeof Tones>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("Head office")).toHaveLength(5);
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByText("المقر الرئيسي")).toHaveLength(5);
  },
};

export const GoldEnglish: Story = { globals: { locale: "en" }, args: { tone: "gold" } };
