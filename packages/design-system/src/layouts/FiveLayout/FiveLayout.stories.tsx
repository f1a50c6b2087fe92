import type { Meta } from "@storybook/react-vite";
import { localeStories } from "../layoutStories";
import { FiveLayout } from "./FiveLayout";

const meta = {
  title: "Layouts/FiveLayout",
  component: FiveLayout,
} satisfies Meta<typeof FiveLayout>;

export default meta;

const stories = localeStories();
export const English = stories.English;
export const Arabic = stories.Arabic;
export const EnglishMobile = stories.EnglishMobile;
export const ArabicMobile = stories.ArabicMobile;
