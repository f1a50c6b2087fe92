import type { Meta } from "@storybook/react-vite";
import { localeStories } from "../layoutStories";
import { SixLayout } from "./SixLayout";

const meta = {
  title: "Layouts/SixLayout",
  component: SixLayout,
} satisfies Meta<typeof SixLayout>;

export default meta;

const stories = localeStories();
export const English = stories.English;
export const Arabic = stories.Arabic;
export const EnglishMobile = stories.EnglishMobile;
export const ArabicMobile = stories.ArabicMobile;
