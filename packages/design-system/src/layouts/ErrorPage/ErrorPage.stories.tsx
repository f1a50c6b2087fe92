import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, within } from "storybook/test";
import { DefaultLayout } from "../DefaultLayout/DefaultLayout";
import { shellArgs } from "../layoutStories";
import { ErrorPage, type ErrorPageProps } from "./ErrorPage";

const meta = {
  title: "Layouts/ErrorPage",
  component: ErrorPage,
  parameters: { layout: "fullscreen" },
  render: (args, { globals }) => {
    const locale: Locale = globals.locale === "ar" ? "ar" : "en";
    return (
      <DefaultLayout {...shellArgs(locale)}>
        <ErrorPage {...args} />
      </DefaultLayout>
    );
  },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const notFound = (locale: Locale, viewport: "desktop" | "mobile" = "desktop"): Story => ({
  globals: { locale },
  parameters: { viewport },
  args: {
    status: 404,
    homeHref: `/${locale}`,
    detail:
      locale === "en" ? "Page not found: /en/no-such-page" : "الصفحة غير موجودة: /ar/no-such-page",
  } satisfies ErrorPageProps,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const main = within(canvas.getByRole("main"));
    await expect(main.getByRole("heading", { level: 1 })).toHaveTextContent(
      locale === "en" ? "This page could not be found!" : "تعذّر العثور على هذه الصفحة!",
    );
    await expect(
      main.getByRole("link", { name: locale === "en" ? "Back to home" : /الرئيسية/ }),
    ).toHaveAttribute("href", `/${locale}`);
  },
});

const server = (locale: Locale): Story => ({
  globals: { locale },
  args: { status: 500, homeHref: `/${locale}` },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole("main"));
    await expect(main.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(main.queryByText(/Page not found/)).toBeNull();
  },
});

export const NotFoundEnglish = notFound("en");
export const NotFoundArabic = notFound("ar");
export const NotFoundEnglishMobile = notFound("en", "mobile");
export const NotFoundArabicMobile = notFound("ar", "mobile");
export const ServerErrorEnglish = server("en");
export const ServerErrorArabic = server("ar");

const forbidden = (locale: Locale): Story => ({
  globals: { locale },
  args: { status: 403, homeHref: `/${locale}` },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole("main"));
    await expect(main.getByRole("heading", { level: 1 })).toHaveTextContent(
      locale === "en" ? "You cannot open this page" : "لا يمكنك فتح هذه الصفحة",
    );
    await expect(main.getByText("403")).toHaveAttribute("aria-hidden", "true");
  },
});

export const ForbiddenEnglish = forbidden("en");
export const ForbiddenArabic = forbidden("ar");

/** A 500 with the request's id, as the server shows it, for a person to quote. */
const serverWithReference = (locale: Locale): Story => ({
  globals: { locale },
  args: { status: 500, homeHref: `/${locale}`, reference: "kq3V8xY2-Lm0pT7w" },
  play: async ({ canvasElement }) => {
    const main = within(within(canvasElement).getByRole("main"));
    await expect(main.getByText("kq3V8xY2-Lm0pT7w")).toHaveAttribute("dir", "ltr");
    await expect(
      main.getByText(locale === "en" ? /quote this reference/ : /رقم المرجع/),
    ).toBeVisible();
  },
});

export const ServerErrorWithReferenceEnglish = serverWithReference("en");
export const ServerErrorWithReferenceArabic = serverWithReference("ar");
