import type { Meta } from "@storybook/react-vite";
import { localeStories } from "../layoutStories";
import { DefaultLayout } from "./DefaultLayout";

const meta = {
  title: "Layouts/DefaultLayout",
  component: DefaultLayout,
} satisfies Meta<typeof DefaultLayout>;

export default meta;

const stories = localeStories();
export const English = stories.English;
export const Arabic = stories.Arabic;
export const EnglishMobile = stories.EnglishMobile;
export const ArabicMobile = stories.ArabicMobile;
