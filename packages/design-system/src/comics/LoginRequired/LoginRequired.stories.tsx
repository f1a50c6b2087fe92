import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { LoginRequired } from "./LoginRequired";

const meta = {
  title: "Comics/LoginRequired",
  component: LoginRequired,
  args: { loginHref: "/en/login" },
} satisfies Meta<typeof LoginRequired>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("You Have to login First");
    await expect(canvas.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "/en/login");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { loginHref: "/ar/login" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("alert")).toHaveTextContent("يجب عليك تسجيل الدخول أولاً");
    await expect(canvas.getByRole("link", { name: "تسجيل الدخول" })).toHaveAttribute(
      "href",
      "/ar/login",
    );
  },
};

export const MobileArabic: Story = {
  ...Arabic,
  parameters: { viewport: "mobile" },
};
