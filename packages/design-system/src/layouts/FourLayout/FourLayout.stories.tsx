import type { Meta } from "@storybook/react-vite";
import { localeStories } from "../layoutStories";
import { FourLayout } from "./FourLayout";

const meta = {
  title: "Layouts/FourLayout",
  component: FourLayout,
} satisfies Meta<typeof FourLayout>;

export default meta;

const stories = localeStories();
export const English = stories.English;
export const Arabic = stories.Arabic;
export const EnglishMobile = stories.EnglishMobile;
export const ArabicMobile = stories.ArabicMobile;
