import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { DataExportPanel } from "./DataExportPanel";

const meta = {
  title: "Comics/DataExportPanel",
  component: DataExportPanel,
  args: { export: { state: "none" }, onRequest: fn(async () => true) },
} satisfies Meta<typeof DataExportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("heading", { name: "Your data" })).toBeVisible();
    await userEvent.click(canvas.getByRole("button", { name: "Download my data" }));
    await expect(args.onRequest).toHaveBeenCalled();
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "Asked. We will email you when it is ready.",
    );
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

/** The call throws (the network gone): the failure is said and the button can be pressed again. */
export const NetworkDownEnglish: Story = {
  globals: { locale: "en" },
  args: { onRequest: fn(() => Promise.reject(new TypeError("Failed to fetch"))) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Download my data" }));
    await expect(args.onRequest).toHaveBeenCalled();
    await expect(
      await canvas.findByText("Something went wrong on our side. Please try again later."),
    ).toBeVisible();
    await expect(canvas.getByRole("button", { name: "Download my data" })).not.toHaveAttribute(
      "aria-busy",
    );
  },
};

/** Ready: its size, its last day and the zip's link. */
export const ReadyArabic: Story = {
  globals: { locale: "ar" },
  args: {
    export: {
      state: "ready",
      href: "/api/account/export/00000000-0000-4000-8000-000000000000",
      bytes: 3_400_000,
      expiresAt: "2026-12-05T12:00:00Z",
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("5 ديسمبر 2026");
    await expect(canvas.getByRole("link", { name: "تنزيل الملف المضغوط" })).toHaveAttribute(
      "download",
    );
  },
};

export const PendingEnglish: Story = {
  globals: { locale: "en" },
  args: { export: { state: "pending" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("We are preparing your data.");
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};

export const FailedArabic: Story = {
  globals: { locale: "ar" },
  args: { export: { state: "failed" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("تعذّر تجهيز بياناتك.");
    await expect(canvas.getByRole("button", { name: "تنزيل بياناتي" })).toBeVisible();
  },
};
