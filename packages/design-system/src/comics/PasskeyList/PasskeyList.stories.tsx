import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { PasskeyList } from "./PasskeyList";

const passkeys = [
  { id: "pk-1", name: "My phone", added: "2026-03-14T09:30:00Z" },
  { id: "pk-2", name: null, added: "2026-11-02T18:05:00Z" },
];

const meta = {
  title: "Comics/PasskeyList",
  component: PasskeyList,
  args: { passkeys, onRemove: fn() },
} satisfies Meta<typeof PasskeyList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.getByText("Added March 14, 2026")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Remove Passkey" }));
    await expect(args.onRemove).toHaveBeenCalledWith("pk-2");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "إزالة My phone" })).toBeVisible();
    await expect(canvas.getByRole("button", { name: "إزالة مفتاح مرور" })).toBeVisible();
  },
};

/** The staff's last second factor: no button to remove it. */
export const Kept: Story = {
  globals: { locale: "en" },
  args: { passkeys: passkeys.slice(0, 1), onRemove: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const Empty: Story = {
  globals: { locale: "ar" },
  args: { passkeys: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("ليس لديك مفتاح مرور بعد.")).toBeVisible();
  },
};
