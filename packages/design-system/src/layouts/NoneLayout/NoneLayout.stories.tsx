import type { Meta } from "@storybook/react-vite";
import { localeStories } from "../layoutStories";
import { NoneLayout } from "./NoneLayout";

const meta = {
  title: "Layouts/NoneLayout",
  component: NoneLayout,
} satisfies Meta<typeof NoneLayout>;

export default meta;

const stories = localeStories();
export const English = stories.English;
export const Arabic = stories.Arabic;
export const EnglishMobile = stories.EnglishMobile;
export const ArabicMobile = stories.ArabicMobile;
