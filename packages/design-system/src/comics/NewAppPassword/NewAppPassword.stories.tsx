import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent } from "storybook/test";
import { NewAppPassword } from "./NewAppPassword";

const password = "rwf_QkZtPwLmNbVcXsDfGhJkAsDfGhJkLqWeRtYuIoPaSdFgHjKlZxCvBnMqWeRtYuIo";

const meta = {
  title: "Comics/NewAppPassword",
  component: NewAppPassword,
  args: {
    name: "Panels on my iPad",
    password,
    user: "reader@example.com",
    catalogs: {
      v1: "https://rawafed.example/opds/v1.2/catalog",
      v2: "https://rawafed.example/opds/v2/catalog",
      keyed: `https://rawafed.example/opds/key/${password}/v1.2/catalog`,
    },
    onDone: fn(),
  },
} satisfies Meta<typeof NewAppPassword>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, canvasElement, args }) => {
    await expect(
      canvas.getByRole("region", { name: "Your app password for Panels on my iPad" }),
    ).toBeVisible();
    await expect(canvas.getByText(password)).toBeVisible();
    await expect(canvas.getByText("reader@example.com")).toBeVisible();
    await expect(canvasElement.querySelector("code")).toHaveAttribute("dir", "ltr");
    await userEvent.click(canvas.getByRole("button", { name: "Done" }));
    await expect(args.onDone).toHaveBeenCalled();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("region", { name: "كلمة المرور لتطبيق Panels on my iPad" }),
    ).toBeVisible();
    await expect(canvas.getByText("عنوان الفهرس (OPDS 1.2)")).toBeVisible();
  },
};
