import { BlogArticle } from "@rawafed/design-system";
import { useT } from "@rawafed/i18n";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../../compose/ContentPage";
import { itemData, withPreview } from "../../../compose/editorialItem";
import { employmentTypeText } from "../../../compose/employmentType";
import { itemHead, itemHeaders, previewSearch } from "../../../compose/itemHead";
import { JobApplicationForOpenings } from "../../../compose/parts/JobApplicationPart";
import { PreviewNotice } from "../../../compose/parts/PreviewNotice";
import { getJob, getRetentionDays } from "../../../runtime/serverFns";

/** A job opening's page (`/{l}/careers/{slug}`): the opening, then the application form. */
export const Route = createFileRoute("/$locale/careers/$job")({
  // The loader (and what it imports) loads with the page's code, not in every first load.
  codeSplitGroupings: [["loader", "component"]],
  validateSearch: previewSearch,
  loaderDeps: ({ search }) => search,
  loader: async ({ params, deps, location }) => {
    // The application form says how long applications are kept: the server's setting.
    const [found, retentionDays] = await Promise.all([
      withPreview("job", params.locale, deps.preview, () =>
        getJob({ data: { locale: params.locale, slug: params.job, kind: "job" } }),
      ),
      getRetentionDays(),
    ]);
    return { ...itemData("job", params.locale, params.job, found, location.href), retentionDays };
  },
  headers: itemHeaders,
  head: ({ params, loaderData }) => itemHead("job", params.locale, params.job, loaderData),
  component: JobPage,
});

function JobPage() {
  const { item, url, twinHref, preview, retentionDays } = Route.useLoaderData();
  const t = useT();
  const type = employmentTypeText(t, item.fields.employmentType ?? "");
  return (
    <ContentPage pageId="job" twinHref={twinHref}>
      <PreviewNotice preview={preview} />
      <BlogArticle
        titleLevel={1}
        title={item.title}
        date={item.date}
        summary={[item.fields.location, type].filter(Boolean).join(" · ")}
        body={[]}
        bodyHtml={item.html}
        url={url}
      />
      <JobApplicationForOpenings
        openings={[item]}
        chosen={item.slug}
        retentionDays={retentionDays}
      />
    </ContentPage>
  );
}
