import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import {
  answer,
  blurShowsMessage,
  fill,
  steps,
  submitShowsServerError,
  submitShowsSummary,
  succeed,
} from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { ComicCommentForm } from "./ComicCommentForm";

const meta = {
  title: "Forms/Comics/ComicCommentForm",
  component: ComicCommentForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed() },
} satisfies Meta<typeof ComicCommentForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

/** Posts the typed comment: the status says so and takes the focus; the form stays, emptied. */
async function postEmptiesTheForm(
  canvas: Canvas,
  label: string,
  submit: string,
  message: string,
  counter: string,
) {
  await userEvent.click(canvas.getByRole("button", { name: submit }));
  const status = canvas.getByRole("status");
  await waitFor(() => expect(status).toHaveTextContent(message));
  await waitFor(() =>
    expect(within(status).getByText(message).closest("[tabindex]")).toHaveFocus(),
  );
  // The textarea is drawn anew: find it again.
  const emptied = canvas.getByRole("textbox", { name: label });
  await expect(emptied).toHaveValue("");
  await expect(emptied).not.toHaveAttribute("aria-invalid");
  await expect(emptied).toHaveAccessibleDescription(counter);
  await expect(canvas.getByRole("button", { name: submit })).toBeVisible();
  await expect(canvas.queryByRole("alert")).toBeNull();
}

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas, args }) => {
    await expect(canvas.getByRole("form", { name: "Write a comment" })).toBeVisible();
    const comment = canvas.getByRole("textbox", { name: "Comment" });
    await blurShowsMessage(comment, "This field is required.");
    await submitShowsSummary(canvas, "Post comment", "There is a problem", [
      ["Comment: This field is required.", "#comic-comment-comment"],
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await fill([[comment, "  The new chapter reads so well.  "]]);
    await postEmptiesTheForm(
      canvas,
      "Comment",
      "Post comment",
      "Your comment has been posted.",
      "0 of 2000 characters",
    );
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      comment: "The new chapter reads so well.",
    });
  }),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas, args }) => {
    await expect(canvas.getByRole("form", { name: "اكتب تعليقاً" })).toBeVisible();
    const comment = canvas.getByRole("textbox", { name: "التعليق" });
    await submitShowsSummary(canvas, "نشر التعليق", "توجد مشكلة", [
      ["حقل التعليق: هذا الحقل مطلوب.", "#comic-comment-comment"],
    ]);
    // The summary's link takes the reader to the field.
    await userEvent.click(canvas.getByRole("link", { name: "حقل التعليق: هذا الحقل مطلوب." }));
    await expect(comment).toHaveFocus();
    await userEvent.keyboard("ترجمة ممتازة، شكراً للفريق.");
    await postEmptiesTheForm(canvas, "التعليق", "نشر التعليق", "تم نشر تعليقك.", "0 من 2000 حرفاً");
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      comment: "ترجمة ممتازة، شكراً للفريق.",
    });
  }),
};

export const ServerErrorEnglish: Story = {
  globals: { locale: "en" },
  args: { onSubmit: answer({ comment: "validation.max" }) },
  play: steps(async ({ canvas }) => {
    const comment = canvas.getByRole("textbox", { name: "Comment" });
    await fill([[comment, "A comment the server finds too long."]]);
    await submitShowsServerError(canvas, "Post comment", comment, "This field is too long.", [
      [comment, "A comment the server finds too long."],
    ]);
  }),
};

export const ServerErrorArabic: Story = {
  globals: { locale: "ar" },
  args: { onSubmit: answer({ _form: "validation.tooManyRequests" }) },
  play: steps(async ({ canvas }) => {
    const comment = canvas.getByRole("textbox", { name: "التعليق" });
    await fill([[comment, "تعليق سريع جداً."]]);
    await userEvent.click(canvas.getByRole("button", { name: "نشر التعليق" }));
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    await expect(summary).toHaveTextContent(
      "لقد أرسلت طلبات كثيرة. يُرجى الانتظار قليلاً ثم المحاولة مرة أخرى.",
    );
    // Nothing typed is lost.
    await expect(comment).toHaveValue("تعليق سريع جداً.");
    await expect(canvas.getByRole("status")).toBeEmptyDOMElement();
  }),
};
