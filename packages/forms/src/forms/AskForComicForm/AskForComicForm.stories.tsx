import type { Meta, StoryObj } from "@storybook/react-vite";
import { fill, steps, submitShowsSuccess, submitShowsSummary, succeed } from "../shared/play";
import { viewportFrame } from "../shared/storyFrame";
import { AskForComicForm } from "./AskForComicForm";

const meta = {
  title: "Forms/Comics/AskForComicForm",
  component: AskForComicForm,
  parameters: { viewport: "mobile" },
  decorators: [viewportFrame],
  args: { onSubmit: succeed() },
} satisfies Meta<typeof AskForComicForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: steps(async ({ canvas }) => {
    await submitShowsSummary(canvas, "Send", "There is a problem", [
      ["Comic name: This field is required.", "#ask-comic-comicName"],
      ["Details: This field is required.", "#ask-comic-details"],
    ]);
  }),
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  play: steps(async ({ canvas }) => {
    await fill([
      [canvas.getByRole("textbox", { name: "اسم القصة المصورة" }), "حكايات الصحراء"],
      [canvas.getByRole("textbox", { name: "التفاصيل" }), "الفصل الأخير غير متوفر."],
    ]);
    await submitShowsSuccess(canvas, "أرسل", "شكراً لك، تلقّينا طلبك.");
  }),
};
