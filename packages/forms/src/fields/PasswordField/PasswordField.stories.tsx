import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { PasswordField } from "./PasswordField";

const meta = {
  title: "Forms/Fields/PasswordField",
  component: PasswordField,
  args: { id: "password", label: "comics.field.password", required: true, showCriteria: true },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^Password/);
    await userEvent.type(input, "abc 12");
    const toggle = canvas.getByRole("button", { name: "Show password" });
    await expect(toggle).toHaveAttribute("aria-pressed", "false");
    await expect(input).toHaveAttribute("type", "password");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-pressed", "true");
    await expect(input).toHaveAttribute("type", "text");
    await expect(canvas.getByText("A lowercase letter")).toHaveTextContent("done");
    await expect(canvas.getByText("An uppercase letter")).toHaveTextContent("not yet");
    await expect(canvas.getByText("No spaces")).toHaveTextContent("not yet");
    // Criteria are guidance, never an error.
    await expect(input).not.toHaveAttribute("aria-invalid");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText(/^كلمة المرور/);
    await userEvent.type(input, "Abcde123!");
    await expect(canvas.getByText("3 أرقام على الأقل")).toHaveTextContent("مكتمل");
    // The typed password never runs under the show button, which sits at the page's end (left).
    const toggle = input.parentElement?.querySelector("button") as HTMLButtonElement;
    const room = Number.parseFloat(getComputedStyle(input).paddingLeft);
    await expect(toggle.getBoundingClientRect().right).toBeLessThanOrEqual(
      input.getBoundingClientRect().left + room,
    );
  },
};

export const Filled: Story = {
  globals: { locale: "en" },
  args: { defaultValue: "Abcde123!", showCriteria: false, hint: "comics.newPassword.hint" },
};

export const ErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { error: "validation.password", defaultValue: "short", showCriteria: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute("aria-invalid", "true");
  },
};

export const ErrorArabic: Story = {
  globals: { locale: "ar" },
  args: {
    id: "confirmPassword",
    label: "comics.field.confirmPassword",
    error: "validation.confirmed",
    defaultValue: "Abcde123?",
    showCriteria: false,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("كلمتا المرور غير متطابقتين.")).toBeVisible();
  },
};

export const Disabled: Story = {
  globals: { locale: "en" },
  args: { disabled: true, defaultValue: "Abcde123!", showCriteria: false },
};
