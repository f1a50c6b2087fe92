import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { BackupCodeList, TwoFactorSetup } from "./TwoFactorSetup";

// A made-up account's URI, as better-auth's two-factor plugin writes one.
const uri =
  "otpauth://totp/Rawafed:reader%40mail.example?secret=GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQGEZDGNBV&issuer=Rawafed&digits=6&period=30";
const codes = [
  "aB3de-9XyZ1",
  "Qm7Rt-k2Lp0",
  "zz91a-Hc4Nd",
  "Pw0qE-7uYt2",
  "Lk8jH-3gFd5",
  "Xc5vB-nM1aS",
  "Rt6yU-iO9pL",
  "Gh2jK-lZ4xC",
  "Vb7nM-qW3eR",
  "Ty8uI-oP5aS",
];

const meta = {
  title: "Comics/TwoFactorSetup",
  component: TwoFactorSetup,
  args: { uri },
} satisfies Meta<typeof TwoFactorSetup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: /QR code/ })).toBeVisible();
    await expect(canvas.getByText(/^GEZD GNBV/)).toHaveAttribute("dir", "ltr");
    await expect(
      canvas.getByRole("link", { name: "Open in your authenticator app" }),
    ).toHaveAttribute("href", uri);
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("img", { name: /رمز QR/ })).toBeVisible();
    await expect(canvas.getByRole("link", { name: "افتحه في تطبيق المصادقة" })).toBeVisible();
  },
};

export const BackupCodesEnglish: StoryObj<typeof BackupCodeList> = {
  globals: { locale: "en" },
  render: () => <BackupCodeList codes={codes} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "Your backup codes" })).toBeVisible();
    await expect(canvas.getAllByRole("listitem")).toHaveLength(10);
  },
};

export const BackupCodesArabic: StoryObj<typeof BackupCodeList> = {
  globals: { locale: "ar" },
  render: () => <BackupCodeList codes={codes} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("heading", { name: "رموز الاسترداد" })).toBeVisible();
  },
};
