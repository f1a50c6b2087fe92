import { useT } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { Heading } from "../../components/Heading/Heading";
import { Text } from "../../components/Text/Text";
import { DefaultLayout } from "./DefaultLayout";

function HomeContent() {
  const t = useT();
  return (
    <>
      <Heading level={1}>{t("page.home.title")}</Heading>
      <Text>{t("page.home.intro")}</Text>
    </>
  );
}

const meta = {
  title: "Layouts/DefaultLayout",
  component: DefaultLayout,
  parameters: { layout: "fullscreen" },
  args: { locale: "en", twinHref: "/ar", year: 2026, children: <HomeContent /> },
} satisfies Meta<typeof DefaultLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("banner")).toBeVisible();
    await expect(canvas.getByRole("main")).toContainElement(
      canvas.getByRole("heading", { level: 1 }),
    );
    await expect(canvas.getByRole("contentinfo")).toBeVisible();
    await expect(canvas.getByRole("link", { name: "العربية" })).toHaveAttribute("href", "/ar");
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { locale: "ar", twinHref: "/en" },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("link", { name: "English" })).toHaveAttribute("href", "/en");
    await expect(canvas.getByRole("heading", { level: 1 })).toHaveTextContent("حلول لوجستية");
  },
};

export const EnglishMobile: Story = { ...English, parameters: { viewport: "mobile" } };
export const ArabicMobile: Story = { ...Arabic, parameters: { viewport: "mobile" } };
