import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { FORM_ERROR } from "../../server-errors";
import { answer, steps, submitShowsSuccess, succeed } from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { AddPasskeyForm } from "./AddPasskeyForm";

const meta = {
  title: "Forms/Comics/AddPasskeyForm",
  component: AddPasskeyForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed() },
} satisfies Meta<typeof AddPasskeyForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas, args }) => {
    const name = canvas.getByLabelText(/^Name of this passkey/);
    await expect(name).toHaveAccessibleDescription(/Optional\. For example: my phone/);
    await userEvent.type(name, "Office laptop");
    await submitShowsSuccess(canvas, "Add a passkey", "The passkey was added.");
    await expect(args.onSubmit).toHaveBeenCalledWith({ name: "Office laptop" });
  }),
};

/** The device's dialog was closed: the form says so, and the name typed stays. */
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { onSubmit: answer({ [FORM_ERROR]: "comics.passkeys.cancelled" }) },
  play: steps(async ({ canvas }) => {
    const name = canvas.getByLabelText(/^اسم مفتاح المرور هذا/);
    await userEvent.type(name, "هاتفي");
    await userEvent.click(canvas.getByRole("button", { name: "إضافة مفتاح مرور" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "لم يُستخدم أي مفتاح مرور: أُلغي الطلب أو انتهت مهلته. حاول مرة أخرى.",
    );
    await expect(name).toHaveValue("هاتفي");
  }),
};
