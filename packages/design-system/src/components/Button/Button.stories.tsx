import { T } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { Button } from "./Button";

const meta = {
  title: "Primitives/Button",
  component: Button,
  args: { children: <T id="action.contactUs" />, onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = { globals: { locale: "en" } };
export const Arabic: Story = { globals: { locale: "ar" } };

export const Variants: Story = {
  globals: { locale: "en" },
  render: (args) => (
    <div style={{ display: "flex", gap: 16, flexWrap: "wrap" }}>
      <Button {...args} variant="primary" />
      <Button {...args} variant="secondary" />
      <Button {...args} variant="ghost" />
      <Button {...args} size="small" />
      <Button {...args} size="large" />
    </div>
  ),
};

export const LoadingArabic: Story = {
  globals: { locale: "ar" },
  args: { loading: true, children: <T id="action.sending" /> },
};

/** What the busy submit button's form sent. */
const formSent = fn();

/** A busy submit button sends its form once: pressing it again while it works sends nothing. */
export const LoadingSubmitEnglish: Story = {
  globals: { locale: "en" },
  args: { loading: true, type: "submit", children: <T id="action.sending" /> },
  render: (args) => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        formSent();
      }}
    >
      <Button {...args} />
    </form>
  ),
  play: async ({ canvas }) => {
    formSent.mockClear();
    const button = canvas.getByRole("button", { name: "Sending…" });
    await userEvent.click(button);
    button.focus();
    await userEvent.keyboard("{Enter}");
    await expect(formSent).not.toHaveBeenCalled();
  },
};

export const ClickEnglish: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Contact us" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const ClickArabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "تواصل معنا" }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

/** A destructive action (deleting an account): red, named as any other button. */
export const DangerEnglish: Story = {
  globals: { locale: "en" },
  args: { variant: "danger", children: <T id="comics.account.deleteAccount" /> },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole("button", { name: "Delete account" });
    await expect(button).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const DangerArabic: Story = {
  globals: { locale: "ar" },
  args: { variant: "danger", children: <T id="comics.account.deleteAccount" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "حذف الحساب" })).toBeVisible();
  },
};
