import type { Meta } from "@storybook/react-vite";
import { localeStories } from "../layoutStories";
import { ThridLayout } from "./ThridLayout";

const meta = {
  title: "Layouts/ThridLayout",
  component: ThridLayout,
} satisfies Meta<typeof ThridLayout>;

export default meta;

const stories = localeStories();
export const English = stories.English;
export const Arabic = stories.Arabic;
export const EnglishMobile = stories.EnglishMobile;
export const ArabicMobile = stories.ArabicMobile;
