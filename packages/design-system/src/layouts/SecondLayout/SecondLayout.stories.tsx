import type { Meta } from "@storybook/react-vite";
import { localeStories } from "../layoutStories";
import { SecondLayout } from "./SecondLayout";

const meta = {
  title: "Layouts/SecondLayout",
  component: SecondLayout,
} satisfies Meta<typeof SecondLayout>;

export default meta;

const stories = localeStories();
export const English = stories.English;
export const Arabic = stories.Arabic;
export const EnglishMobile = stories.EnglishMobile;
export const ArabicMobile = stories.ArabicMobile;
