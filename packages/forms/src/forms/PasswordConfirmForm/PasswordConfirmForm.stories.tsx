import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import {
  answer,
  steps,
  submitShowsServerError,
  submitShowsSuccess,
  submitShowsSummary,
  succeed,
} from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { PasswordConfirmForm } from "./PasswordConfirmForm";

const meta = {
  title: "Forms/Comics/PasswordConfirmForm",
  component: PasswordConfirmForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: {
    onSubmit: succeed(),
    id: "turn-on",
    title: "comics.twoFactor.turnOn",
    intro: "comics.twoFactor.turnOnIntro",
    submitLabel: "comics.twoFactor.turnOn",
    success: "comics.twoFactor.started",
  },
} satisfies Meta<typeof PasswordConfirmForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas, args }) => {
    await submitShowsSummary(canvas, "Turn on two-step verification", "There is a problem", [
      ["Password: This field is required.", "#turn-on-password"],
    ]);
    await userEvent.type(canvas.getByLabelText(/^Password/), "Reader123!");
    await submitShowsSuccess(canvas, "Turn on two-step verification", "Now add the app.");
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: "Reader123!" });
  }),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { onSubmit: answer({ password: "validation.currentPassword" }) },
  play: steps(async ({ canvas }) => {
    const password = canvas.getByLabelText(/^كلمة المرور/);
    await userEvent.type(password, "Wrong123!");
    await submitShowsServerError(
      canvas,
      "تفعيل التحقق بخطوتين",
      password,
      "كلمة المرور الحالية غير صحيحة",
      [[password, "Wrong123!"]],
    );
  }),
};

/** Turning the protection off: the red button. */
export const TurnOffEnglish: Story = {
  globals: { locale: "en" },
  args: {
    id: "turn-off",
    title: "comics.twoFactor.turnOff",
    intro: undefined,
    submitLabel: "comics.twoFactor.turnOff",
    success: "comics.twoFactor.turnedOff",
    danger: true,
  },
};
