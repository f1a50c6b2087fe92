import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { answer, steps, submitShowsSummary, succeed } from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { RatingForm } from "./RatingForm";

const meta = {
  title: "Forms/Comics/RatingForm",
  component: RatingForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { criteria: ["stars"], onSubmit: succeed() },
} satisfies Meta<typeof RatingForm>;

export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;

const translator = ["stars", "quality", "clarity"] as const;

/** The star of `group` named `star`. */
const star = (canvas: Canvas, group: string, name: string) =>
  within(canvas.getByRole("group", { name })).getByRole("radio", { name: group });

/** Saves: the polite status says so and takes the focus; the form stays with the rating in it. */
async function saveShowsStatus(canvas: Canvas, submit: string, message: string) {
  await userEvent.click(canvas.getByRole("button", { name: submit }));
  const status = canvas.getByRole("status");
  await waitFor(() => expect(status).toHaveTextContent(message));
  await waitFor(() =>
    expect(within(status).getByText(message).closest("[tabindex]")).toHaveFocus(),
  );
  await expect(canvas.getByRole("button", { name: submit })).toBeVisible();
  await expect(canvas.queryByRole("alert")).toBeNull();
}

/** A translator's rating: every star field required, each driven by the keyboard (ltr). */
export const TranslatorEnglish: Story = {
  globals: { locale: "en" },
  args: { criteria: translator, title: "comics.translator.ratings" },
  play: steps(async ({ canvas, args }) => {
    await expect(canvas.getByRole("form", { name: "Ratings" })).toBeVisible();
    await submitShowsSummary(canvas, "Save rating", "There is a problem", [
      ["Your rating: This field is required.", "#rating-stars"],
      ["Translation quality: This field is required.", "#rating-quality"],
      ["Image clarity: This field is required.", "#rating-clarity"],
    ]);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const yours = canvas.getByRole("group", { name: "Your rating" });
    await expect(yours).toHaveAccessibleDescription("This field is required.");

    // The summary's link goes to the first star; Space picks it, the right arrow moves up.
    await userEvent.click(
      canvas.getByRole("link", { name: "Your rating: This field is required." }),
    );
    await expect(star(canvas, "Rate 1 out of 5", "Your rating")).toHaveFocus();
    await userEvent.keyboard(" ");
    await expect(star(canvas, "Rate 1 out of 5", "Your rating")).toBeChecked();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}");
    await expect(star(canvas, "Rate 5 out of 5", "Your rating")).toBeChecked();
    await userEvent.keyboard("{ArrowLeft}");
    const four = star(canvas, "Rate 4 out of 5", "Your rating");
    await expect(four).toBeChecked();
    await expect(four).toHaveFocus();
    // Chosen: the group's message is gone.
    await waitFor(() => expect(yours).not.toHaveAccessibleDescription());

    // Tab leaves the group for the next one.
    await userEvent.tab();
    await expect(star(canvas, "Rate 1 out of 5", "Translation quality")).toHaveFocus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(star(canvas, "Rate 3 out of 5", "Translation quality")).toBeChecked();
    await userEvent.click(
      canvas.getByText("Rate 5 out of 5", { selector: "#rating-clarity-5 + label *" }),
    );
    await expect(star(canvas, "Rate 5 out of 5", "Image clarity")).toBeChecked();

    await saveShowsStatus(canvas, "Save rating", "Your rating has been saved.");
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      stars: 4,
      quality: 3,
      clarity: 5,
    });
    await expect(star(canvas, "Rate 4 out of 5", "Your rating")).toBeChecked();
  }),
};

/** The same in Arabic: the row is mirrored, so the left arrow moves to the higher star. */
export const TranslatorArabic: Story = {
  globals: { locale: "ar" },
  args: { criteria: translator, title: "comics.translator.ratings" },
  play: steps(async ({ canvas, args }) => {
    await submitShowsSummary(canvas, "حفظ التقييم", "توجد مشكلة", [
      ["حقل تقييمك: هذا الحقل مطلوب.", "#rating-stars"],
      ["حقل جودة الترجمة: هذا الحقل مطلوب.", "#rating-quality"],
      ["حقل وضوح الصور: هذا الحقل مطلوب.", "#rating-clarity"],
    ]);
    await userEvent.click(canvas.getByRole("link", { name: "حقل تقييمك: هذا الحقل مطلوب." }));
    await userEvent.keyboard(" {ArrowLeft}{ArrowLeft}");
    await expect(star(canvas, "قيّم بدرجة 3 من 5", "تقييمك")).toBeChecked();
    await userEvent.keyboard("{ArrowRight}");
    const two = star(canvas, "قيّم بدرجة 2 من 5", "تقييمك");
    await expect(two).toBeChecked();
    await expect(two).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}{ArrowLeft}");
    await expect(star(canvas, "قيّم بدرجة 4 من 5", "جودة الترجمة")).toBeChecked();
    await userEvent.tab();
    await userEvent.keyboard(" ");
    await expect(star(canvas, "قيّم بدرجة 1 من 5", "وضوح الصور")).toBeChecked();
    await saveShowsStatus(canvas, "حفظ التقييم", "تم حفظ تقييمك.");
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({
      stars: 2,
      quality: 4,
      clarity: 1,
    });
  }),
};

/** A comic's rating, rated before: the current stars are shown and saved again as changed. */
export const ComicRatedBeforeEnglish: Story = {
  globals: { locale: "en" },
  args: { criteria: ["stars"], defaultValues: { stars: 3 } },
  play: steps(async ({ canvas, args }) => {
    await expect(canvas.getByRole("radio", { name: "Rate 3 out of 5" })).toBeChecked();
    await userEvent.click(canvas.getByText("Rate 4 out of 5"));
    await saveShowsStatus(canvas, "Save rating", "Your rating has been saved.");
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenCalledWith({ stars: 4 });
  }),
};

/** The server refuses one criterion: its message shows in place and in the summary; stars kept. */
export const ServerErrorArabic: Story = {
  globals: { locale: "ar" },
  args: {
    criteria: translator,
    defaultValues: { stars: 5, quality: 4, clarity: 2 },
    onSubmit: answer({ quality: "validation.fieldInvalid" }),
  },
  play: steps(async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "حفظ التقييم" }));
    const summary = await canvas.findByRole("alert");
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole("link");
    await expect(links).toHaveLength(1);
    await expect(links[0]).toHaveTextContent("حقل جودة الترجمة: هذا الحقل غير صالح");
    await expect(links[0]).toHaveAttribute("href", "#rating-quality");
    await expect(canvas.getByRole("group", { name: "جودة الترجمة" })).toHaveAccessibleDescription(
      "هذا الحقل غير صالح",
    );
    // Nothing chosen is lost.
    await expect(star(canvas, "قيّم بدرجة 5 من 5", "تقييمك")).toBeChecked();
    await expect(star(canvas, "قيّم بدرجة 4 من 5", "جودة الترجمة")).toBeChecked();
    await expect(star(canvas, "قيّم بدرجة 2 من 5", "وضوح الصور")).toBeChecked();
  }),
};
