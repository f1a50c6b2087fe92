import { NewsList } from "@rawafed/design-system";
import { useT } from "@rawafed/i18n";
import { useLoaderData, useParams } from "@tanstack/react-router";
import { Hydrate } from "@tanstack/react-start";
import { interaction } from "@tanstack/react-start/hydration";
import type { ReactNode } from "react";
import { pagePath } from "../../site/paths";
import { newsSummaries } from "../articles";

/** The home page's latest news, after its copy. */
export function HomeNews(): ReactNode {
  const t = useT();
  const { locale } = useParams({ from: "/$locale/" });
  const { news } = useLoaderData({ from: "/$locale/" });
  return (
    // Static like the sections above it: hydrated when the visitor reaches for it; a new boundary
    // per language, as an unhydrated one keeps its server HTML.
    <Hydrate key={locale} when={interaction()}>
      <NewsList
        heading={t("page.news.title")}
        items={newsSummaries(news, locale)}
        viewAllHref={pagePath("news", locale)}
      />
    </Hydrate>
  );
}
