import {
  CardGrid,
  ClientWall,
  CommitteeList,
  CtaBand,
  DownloadList,
  ExhibitionNotice,
  FaqAccordion,
  JobList,
  OfficeList,
  OrganizationChart,
  PeopleGrid,
  StatFigures,
  TextSection,
  Timeline,
  VideoGallery,
} from "@rawafed/design-system";
import { formatDate, type Locale, useT } from "@rawafed/i18n";
import type { Section } from "../content/schema";
import { pagePath } from "../site/paths";
import { download } from "./downloads";
import { employmentTypeText } from "./employmentType";
import { contentHref } from "./hrefs";
import { videoOf } from "./videos";

/** One section of copy, drawn by the design-system section made for it. */
function SectionView({ section, locale }: { section: Section; locale: Locale }) {
  const t = useT();
  /** A day as the page's language writes it: "16 September 2024". */
  const day = (iso: string) =>
    formatDate(locale, new Date(`${iso}T12:00:00Z`), {
      day: "numeric",
      month: "long",
      year: "numeric",
      timeZone: "UTC",
    });
  switch (section.kind) {
    case "text":
      // A text the staff fill (the invitation's letter) is left out while they have none.
      return section.paragraphs.length > 0 ? (
        <TextSection heading={section.heading} paragraphs={section.paragraphs} />
      ) : null;
    case "stats":
      return <StatFigures heading={section.heading} items={section.items} />;
    case "cards":
      return (
        <CardGrid
          heading={section.heading}
          items={section.items.map((item) => ({
            ...item,
            href: item.href ? contentHref(item.href, locale) : undefined,
          }))}
        />
      );
    case "timeline":
      return <Timeline heading={section.heading} items={section.items} />;
    case "people":
      return section.items.length > 0 ? (
        <PeopleGrid
          heading={section.heading}
          items={section.items.map(({ termStart, termEnd, ...person }) => ({
            ...person,
            ...(termStart && termEnd
              ? { term: t("section.people.term", { start: day(termStart), end: day(termEnd) }) }
              : {}),
          }))}
        />
      ) : null;
    case "committees":
      return section.items.length > 0 ? (
        <CommitteeList heading={section.heading} items={section.items} />
      ) : null;
    case "orgChart":
      return section.root ? (
        <OrganizationChart heading={section.heading} root={section.root} />
      ) : null;
    case "downloads":
      return <DownloadList heading={section.heading} items={section.items.map(download)} />;
    case "faq":
      return <FaqAccordion heading={section.heading} items={section.items} />;
    case "offices":
      return <OfficeList heading={section.heading} items={section.items} />;
    case "videos":
      return (
        <VideoGallery
          heading={section.heading}
          items={section.items.map((item) => ({
            title: item.title,
            duration: item.duration,
            description: item.description,
            video: videoOf(item, t),
          }))}
        />
      );
    case "exhibition": {
      // The staff's event notice; none published, none shown.
      const { heading, dates, hours, booth, venue, body } = section;
      return heading && dates && hours && booth && venue && body ? (
        <ExhibitionNotice
          heading={heading}
          dates={dates}
          hours={hours}
          booth={booth}
          venue={venue}
          body={body}
        />
      ) : null;
    }
    case "cta":
      return <CtaBand {...section} href={contentHref(section.href, locale)} />;
    case "clients":
      return <ClientWall heading={section.heading} items={section.items} />;
    case "jobs":
      return (
        <JobList
          heading={section.heading}
          items={section.items.map(({ slug, ...job }) => ({
            ...job,
            type: employmentTypeText(t, job.type),
            href: pagePath("job", locale, { job: slug }),
          }))}
        />
      );
  }
}

/** A page's sections in order. */
export function Sections({ sections, locale }: { sections: readonly Section[]; locale: Locale }) {
  return (
    <>
      {sections.map((section, index) => (
        // Sections have no identity beyond their place on the page.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is static copy
        <SectionView key={`${section.kind}-${index}`} section={section} locale={locale} />
      ))}
    </>
  );
}
