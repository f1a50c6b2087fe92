import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { AppPasswordList } from "./AppPasswordList";

const passwords = [
  {
    id: "ap-1",
    name: "Panels on my iPad",
    start: "rwf_Qk",
    added: "2026-03-14T09:30:00Z",
    lastUsed: "2026-11-20T21:15:00Z",
  },
  { id: "ap-2", name: "KOReader", start: "rwf_Zt", added: "2026-11-02T18:05:00Z", lastUsed: null },
];

const meta = {
  title: "Comics/AppPasswordList",
  component: AppPasswordList,
  args: { passwords, onRevoke: fn() },
} satisfies Meta<typeof AppPasswordList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole("listitem")).toHaveLength(2);
    await expect(canvas.getByText("Made March 14, 2026")).toBeVisible();
    // The password's start stays left to right, whole, inside the sentence.
    const start = canvas.getByText("rwf_Zt…");
    await expect(start.tagName).toBe("BDI");
    await expect(start).toHaveAttribute("dir", "ltr");
    await expect(start.parentElement).toHaveTextContent(/^Starts with rwf_Zt…$/);
    await expect(canvas.getByText("Not used yet")).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Revoke KOReader" }));
    await expect(args.onRevoke).toHaveBeenCalledWith("ap-2");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: "إلغاء Panels on my iPad" })).toBeVisible();
    await expect(canvas.getByText("لم تُستخدم بعد")).toBeVisible();
  },
};

/** One being revoked: its button waits. */
export const Revoking: Story = {
  globals: { locale: "en" },
  args: { revoking: "ap-1" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("button", { name: /Revoke Panels on my iPad/ })).toHaveAttribute(
      "aria-disabled",
      "true",
    );
  },
};

export const Empty: Story = {
  globals: { locale: "ar" },
  args: { passwords: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("لم تُنشئ كلمة مرور لتطبيق بعد.")).toBeVisible();
  },
};
