import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent } from "storybook/test";
import { steps, submitShowsSuccess, submitShowsSummary, succeed } from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { ReportChapterIssueForm } from "./ReportChapterIssueForm";

const meta = {
  title: "Forms/Comics/ReportChapterIssueForm",
  component: ReportChapterIssueForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed() },
} satisfies Meta<typeof ReportChapterIssueForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas, args }) => {
    await submitShowsSummary(canvas, "Send", "There is a problem", [
      ["What is the issue with this chapter?: This field is required.", "#report-issue"],
    ]);
    await userEvent.click(canvas.getByRole("radio", { name: "Blurry images" }));
    await submitShowsSuccess(canvas, "Send", "Thank you. Your report has been sent.");
    await expect(args.onSubmit).toHaveBeenCalledWith({ issue: "blurry", details: "" });
  }),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas }) => {
    await expect(canvas.getByRole("group", { name: "ما المشكلة في هذا الفصل؟" })).toBeVisible();
  }),
};
