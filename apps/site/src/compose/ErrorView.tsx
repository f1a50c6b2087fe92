import { ErrorPage } from "@rawafed/design-system";
import { useT } from "@rawafed/i18n";
import { useLocation } from "@tanstack/react-router";
import { ContentPage } from "./ContentPage";
import { useErrorReference } from "./errorReference";
import { isErrorDetail } from "./notFound";
import { useRootContext } from "./rootContext";

/**
 * 403 for a page the person's role does not open; otherwise 404: a parameter that names nothing (`Page Not Found: {fullPath}`) or a path no route matches
 * (`Page not found: {path}`).
 */
export function NotFoundView({ data }: { data?: unknown }) {
  const t = useT();
  const { locale } = useRootContext();
  const path = useLocation({ select: (location) => location.pathname });
  const reference = useErrorReference();
  if (isErrorDetail(data) && data.kind === "forbidden") {
    return (
      <ContentPage pageId="home" errorTitle="error.title.forbidden">
        <ErrorPage status={403} homeHref={`/${locale}`} reference={reference} />
      </ContentPage>
    );
  }
  const detail =
    isErrorDetail(data) && data.kind === "param"
      ? t("error.routeNotFound", { fullPath: data.path })
      : t("error.pageNotFound", { path: decodeURI(path) });
  return (
    <ContentPage pageId="home" errorTitle="error.title.notFound">
      <ErrorPage status={404} detail={detail} homeHref={`/${locale}`} reference={reference} />
    </ContentPage>
  );
}

/** 500: nothing about the error itself reaches the visitor; the request's id does, to quote. */
export function ErrorView() {
  const { locale } = useRootContext();
  const reference = useErrorReference();
  return (
    <ContentPage pageId="home" errorTitle="error.title.server">
      <ErrorPage status={500} homeHref={`/${locale}`} reference={reference} />
    </ContentPage>
  );
}
