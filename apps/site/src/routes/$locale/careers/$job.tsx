import { BlogArticle } from "@rawafed/design-system";
import { createFileRoute } from "@tanstack/react-router";
import { ContentPage } from "../../../compose/ContentPage";
import { itemData, itemHead } from "../../../compose/editorialItem";
import { JobApplicationPart } from "../../../compose/parts/JobApplicationPart";
import { getJob } from "../../../runtime/serverFns";

/** A job opening's page (`/{l}/careers/{slug}`): the opening, then the application form. */
export const Route = createFileRoute("/$locale/careers/$job")({
  loader: async ({ params, location }) =>
    itemData(
      "job",
      params.locale,
      params.job,
      await getJob({ data: { locale: params.locale, slug: params.job, kind: "job" } }),
      location.href,
    ),
  head: ({ params, loaderData }) => itemHead("job", params.locale, params.job, loaderData),
  component: JobPage,
});

function JobPage() {
  const { item, url, twinHref } = Route.useLoaderData();
  return (
    <ContentPage pageId="job" twinHref={twinHref}>
      <BlogArticle
        titleLevel={1}
        title={item.title}
        date={item.date}
        summary={[item.fields.location, item.fields.employmentType].filter(Boolean).join(" · ")}
        body={[]}
        bodyHtml={item.html}
        url={url}
      />
      <JobApplicationPart />
    </ContentPage>
  );
}
