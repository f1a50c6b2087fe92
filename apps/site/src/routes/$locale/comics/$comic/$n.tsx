import { CHAPTER_MAX_PAGES, translationLanguages } from "@rawafed/forms/schemas";
import { formatMessage, toLatinDigits } from "@rawafed/i18n";
import { createFileRoute, redirect, useLocation } from "@tanstack/react-router";
import { comicsHead } from "../../../../compose/comics/head";
import { shownName } from "../../../../compose/comics/links";
import { PreparingScreen } from "../../../../compose/comics/PreparingScreen";
import { ReaderScreen } from "../../../../compose/comics/ReaderScreen";
import { answerPreparing, paramNotFound } from "../../../../compose/notFound";
import { messagesOf } from "../../../../runtime/embeddedMessages";
import { getChapterPage } from "../../../../runtime/serverFns";

type Language = (typeof translationLanguages)[number];

export const Route = createFileRoute("/$locale/comics/$comic/$n")({
  // The loader (its address checks and redirects) loads with the reader's code.
  codeSplitGroupings: [["loader", "component"]],
  // `page`: a page to open at, as search links to the page whose transcript matched.
  validateSearch: (search: Record<string, unknown>): { lang?: Language; page?: number } => {
    const page = Number(toLatinDigits(String(search.page ?? "")));
    return {
      ...((translationLanguages as readonly unknown[]).includes(search.lang)
        ? { lang: search.lang as Language }
        : {}),
      ...(Number.isInteger(page) && page >= 1 && page <= CHAPTER_MAX_PAGES ? { page } : {}),
    };
  },
  loaderDeps: ({ search }) => ({ lang: search.lang }),
  loader: async ({ params, deps, location }) => {
    const digits = toLatinDigits(params.n);
    const number = /^[0-9]{1,6}$/.test(digits) ? Number(digits) : Number.NaN;
    // A number typed in Arabic-Indic digits or with leading zeros: its one address.
    if (Number.isInteger(number) && String(number) !== params.n) {
      throw redirect({
        to: "/$locale/comics/$comic/$n",
        params: { ...params, n: String(number) },
        search: deps.lang ? { lang: deps.lang } : {},
        statusCode: 301,
      });
    }
    const page = Number.isInteger(number)
      ? await getChapterPage({
          data: { slug: params.comic, number, language: deps.lang, locale: params.locale },
        })
      : null;
    if (!page) throw paramNotFound(location.href);
    if ("preparing" in page) answerPreparing();
    return page;
  },
  head: ({ params, loaderData }) => {
    if (!loaderData) return {};
    const chapter = formatMessage(
      params.locale,
      messagesOf(params.locale),
      "comics.reader.chapter",
      {
        number: loaderData.chapter.number,
      },
    );
    const comic = shownName(params.locale, loaderData.comic).name;
    return comicsHead(params.locale, "chapter", {
      params: { comic: params.comic, n: params.n },
      title: `${comic} · ${chapter}`,
      description: formatMessage(
        params.locale,
        messagesOf(params.locale),
        "comics.reader.description",
        { number: loaderData.chapter.number, comic },
      ),
    });
  },
  component: function Chapter() {
    const { locale } = Route.useParams();
    const { reader } = Route.useRouteContext();
    const path = useLocation({ select: (location) => location.href });
    const page = Route.useLoaderData();
    const { page: startPage } = Route.useSearch();
    if ("preparing" in page) return <PreparingScreen locale={locale} page={page} />;
    return (
      <ReaderScreen locale={locale} reader={reader} page={page} path={path} startPage={startPage} />
    );
  },
});
