import { useT } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Icon } from "../Icon";
import { VisuallyHidden } from "./VisuallyHidden";

/** An icon-only button named by hidden text. */
function CloseButton() {
  const t = useT();
  return (
    <button type="button" style={{ inlineSize: "2.75rem", blockSize: "2.75rem" }}>
      <Icon name="close" size={24} />
      <VisuallyHidden>{t("action.close")}</VisuallyHidden>
    </button>
  );
}

const meta = {
  title: "Primitives/VisuallyHidden",
  component: CloseButton,
} satisfies Meta<typeof CloseButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const button = canvas.getByRole("button", { name: "Close" });
    const hidden = canvas.getByText("Close");
    // Read out, yet one pixel wide and clipped.
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await expect(button).toBeVisible();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "إغلاق" })).toBeVisible();
  },
};
