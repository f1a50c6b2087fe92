import { z } from "zod";
import { hrefPattern, parseContentHref, type StaticPageId, staticPageIds } from "./links";
import { withPictures } from "./pictureOf";
import { illustrationIds, type PictureAlts } from "./pictures";

/** The key figures the investors' charts draw, from the published statements. */
export const highlightSeries = ["revenue", "netProfit", "totalAssets", "totalEquity"] as const;
export type HighlightSeries = (typeof highlightSeries)[number];

export {
  type ContentHref,
  type ParamPageId,
  paramPageIds,
  parseContentHref,
  type StaticPageId,
  staticPageIds,
} from "./links";

/**
 * Page copy of the Rawafed Group site, one `SiteContent` per locale.
 *
 * Slugs, ids, page ids, hrefs, file paths, dates and figures are shared by both locales;
 * everything else is translated. `defineContent` validates a locale's copy at import time,
 * so invalid copy fails the build.
 */

export const staticPageIdSchema = z.enum(staticPageIds);

export const officeIds = ["riyadh", "qassim", "dammam", "jeddah", "cairo"] as const;
export type OfficeId = (typeof officeIds)[number];

const text = z.string().trim().min(1);
/** ASCII kebab-case, shared by /en and /ar as a URL parameter. */
export const slugSchema = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "kebab-case ASCII slug");
const isoDate = z.iso.date();

export const contentHrefSchema = z
  .string()
  .regex(hrefPattern, "a page id, blog:<slug>, serviceList:<slug> or serviceDetail:<slug>/<id>");

const heading = text.optional();

/** A picture of the copy (art/): which illustration, and its text alternative. */
export const pictureRefSchema = z.strictObject({ id: z.enum(illustrationIds), alt: text });

export const textSectionSchema = z
  .strictObject({
    kind: z.literal("text"),
    heading,
    /** The invitation's letter is the staff's event notice's: the server fills `paragraphs`. */
    from: z.literal("invitationLetter").optional(),
    paragraphs: z.array(text),
  })
  .refine((section) => section.from || section.paragraphs.length > 0, "a text without paragraphs");

export const statsSectionSchema = z.strictObject({
  kind: z.literal("stats"),
  heading,
  items: z.array(z.strictObject({ value: text, label: text })).min(1),
});

export const cardsSectionSchema = z.strictObject({
  kind: z.literal("cards"),
  heading,
  items: z
    .array(z.strictObject({ title: text, body: text, href: contentHrefSchema.optional() }))
    .min(1),
});

export const timelineSectionSchema = z.strictObject({
  kind: z.literal("timeline"),
  heading,
  items: z
    .array(z.strictObject({ year: z.string().regex(/^\d{4}$/), title: text, body: text }))
    .min(1),
});

const personSchema = z.strictObject({
  name: text,
  role: text,
  bio: text.optional(),
  /** A photo from the media library: its address at a card's width, and its text alternative. */
  photo: z.strictObject({ src: z.string(), alt: z.string() }).optional(),
  /** A board member's term, YYYY-MM-DD. */
  termStart: z.string().optional(),
  termEnd: z.string().optional(),
});

/** The staff's people (CONTRACT.md, "Editorial"): the server fills `items` from the studio. */
export const peopleSectionSchema = z.strictObject({
  kind: z.literal("people"),
  heading,
  source: z.enum(["board", "leader", "team"]),
  items: z.array(personSchema),
});

/** The board's committees, filled by the server from the studio's. */
export const committeesSectionSchema = z.strictObject({
  kind: z.literal("committees"),
  heading,
  items: z.array(
    z.strictObject({
      name: text,
      description: text,
      members: z.array(z.strictObject({ name: text, role: text })),
    }),
  ),
});

export type OrgNode = { title: string; children?: OrgNode[] | undefined };

export const orgNodeSchema: z.ZodType<OrgNode> = z.lazy(() =>
  z.strictObject({ title: text, children: z.array(orgNodeSchema).min(1).optional() }),
);

/** The organization chart, drawn by the server from the studio's entries. */
export const orgChartSectionSchema = z.strictObject({
  kind: z.literal("orgChart"),
  heading,
  root: orgNodeSchema.optional(),
});

export const downloadsSectionSchema = z.strictObject({
  kind: z.literal("downloads"),
  heading,
  items: z.array(
    z.strictObject({
      label: text,
      year: z
        .string()
        .regex(/^\d{4}$/)
        .optional(),
      /** The PDF's address in the page's language and its true size. */
      file: z.string(),
      bytes: z.number().int().nonnegative(),
    }),
  ),
  /**
   * The staff's documents (CONTRACT.md, "Editorial"): the server fills `items` with the
   * published documents of this kind, newest year first or in the studio's order.
   */
  documents: z.enum(["statement", "policy"]),
});

export const faqSectionSchema = z.strictObject({
  kind: z.literal("faq"),
  heading,
  // The entries are the staff's (CONTRACT.md, "Editorial"): the server fills them from the
  // database, each answer also as the HTML rendered from its stored document.
  items: z.array(
    z.strictObject({ question: text, answer: text, answerHtml: z.string().optional() }),
  ),
});

export const officesSectionSchema = z.strictObject({
  kind: z.literal("offices"),
  heading,
  items: z
    .array(
      z.strictObject({
        officeId: z.enum(officeIds),
        name: text,
        address: text,
        headOffice: z.boolean().optional(),
      }),
    )
    .min(1),
});

/** The staff's videos (CONTRACT.md, "Editorial"): the server fills `items` from the studio. */
export const videosSectionSchema = z.strictObject({
  kind: z.literal("videos"),
  heading,
  items: z.array(
    z.strictObject({
      title: text,
      description: text,
      /** m:ss or h:mm:ss: the clip's length, read from the file. */
      duration: z.string().regex(/^(?:\d+:)?\d{1,2}:\d{2}$/),
      /** WebM first, then MP4: the browser plays the first it can. */
      sources: z
        .array(z.strictObject({ src: z.string(), type: z.enum(["video/webm", "video/mp4"]) }))
        .min(1),
      poster: z.string().optional(),
      /** The page's language first (shown by default), then the other one's when published. */
      tracks: z.array(z.strictObject({ src: z.string(), srclang: z.enum(["en", "ar"]) })),
      width: z.number().int().positive(),
      height: z.number().int().positive(),
    }),
  ),
});

/** The exhibition's details: the staff's event notice, filled in by the server (none: hidden). */
export const exhibitionSectionSchema = z.strictObject({
  kind: z.literal("exhibition"),
  heading: text.optional(),
  dates: text.optional(),
  hours: text.optional(),
  booth: text.optional(),
  venue: text.optional(),
  body: text.optional(),
});

export const ctaSectionSchema = z.strictObject({
  kind: z.literal("cta"),
  heading: text,
  body: text,
  action: text,
  href: contentHrefSchema,
});

export const clientsSectionSchema = z.strictObject({
  kind: z.literal("clients"),
  heading,
  items: z.array(text).min(1),
});

export const jobsSectionSchema = z.strictObject({
  kind: z.literal("jobs"),
  heading,
  // The openings are the staff's: the server fills them from the database, each with its page.
  items: z.array(
    z.strictObject({ title: text, location: text, type: text, summary: text, slug: z.string() }),
  ),
});

export const highlightsSchema = z.strictObject({
  heading: text,
  note: text,
  charts: z
    .array(
      z.strictObject({
        title: text,
        unit: text,
        /** The key figure charted: the server fills `data` from the published statements. */
        series: z.enum(highlightSeries),
        data: z.array(z.strictObject({ label: z.string().regex(/^\d{4}$/), value: z.number() })),
      }),
    )
    .min(1),
});
export type Highlights = z.infer<typeof highlightsSchema>;

export const sectionSchema = z.discriminatedUnion("kind", [
  textSectionSchema,
  statsSectionSchema,
  cardsSectionSchema,
  timelineSectionSchema,
  peopleSectionSchema,
  committeesSectionSchema,
  orgChartSectionSchema,
  downloadsSectionSchema,
  faqSectionSchema,
  officesSectionSchema,
  videosSectionSchema,
  exhibitionSectionSchema,
  ctaSectionSchema,
  clientsSectionSchema,
  jobsSectionSchema,
]);

export type Section = z.infer<typeof sectionSchema>;
export type SectionKind = Section["kind"];
export type SectionOf<K extends SectionKind> = Extract<Section, { kind: K }>;

export const pageContentSchema = z.strictObject({
  /** The H1. */
  title: text,
  /** The meta description. */
  description: z.string().trim().min(120).max(160),
  /** The intro paragraph under the H1. */
  lead: text,
  sections: z.array(sectionSchema),
  /** Charts of the group's figures after the copy (investors' pages; see financialHighlights.ts). */
  highlights: highlightsSchema.optional(),
  /** The hero's picture (pictureOf.ts). */
  image: pictureRefSchema.optional(),
});
export type PageContent = z.infer<typeof pageContentSchema>;
/** A slice of a locale's `pages`, for splitting the copy into files. */
export type Pages<K extends StaticPageId> = Record<K, PageContent>;

export const articleSchema = z.strictObject({
  slug: slugSchema,
  date: isoDate,
  title: text,
  summary: text,
  body: z.array(text).min(1),
  author: text.optional(),
  image: pictureRefSchema.optional(),
});
export type Article = z.infer<typeof articleSchema>;

export const serviceItemSchema = z.strictObject({
  id: slugSchema,
  title: text,
  summary: text,
  body: z.array(text).min(1),
  features: z.array(text).min(1),
  image: pictureRefSchema.optional(),
});
export type ServiceItem = z.infer<typeof serviceItemSchema>;

export const serviceSchema = z.strictObject({
  slug: slugSchema,
  title: text,
  summary: text,
  body: z.array(text).min(1),
  items: z.array(serviceItemSchema).min(1),
  image: pictureRefSchema.optional(),
});
export type Service = z.infer<typeof serviceSchema>;

function duplicates(values: readonly string[]): string[] {
  return [...new Set(values.filter((value, index) => values.indexOf(value) !== index))];
}

export const siteContentSchema = z
  .strictObject({
    pages: z.record(staticPageIdSchema, pageContentSchema),
    services: z.array(serviceSchema),
  })
  .superRefine((content, ctx) => {
    for (const slug of duplicates(content.services.map((service) => service.slug))) {
      ctx.addIssue({ code: "custom", path: ["services"], message: `duplicate slug ${slug}` });
    }
    content.services.forEach((service, index) => {
      for (const id of duplicates(service.items.map((item) => item.id))) {
        ctx.addIssue({
          code: "custom",
          path: ["services", index, "items"],
          message: `duplicate item id ${id}`,
        });
      }
    });

    // Every link of the copy must lead to an existing article or service.
    const resolves = (href: string): boolean => {
      const target = parseContentHref(href);
      if (!target) return false;
      switch (target.page) {
        // Articles are the staff's: a link to one is checked when it is written, not here.
        case "serviceList":
          return content.services.some((service) => service.slug === target.servicesSlug);
        case "serviceDetail":
          return content.services.some(
            (service) =>
              service.slug === target.servicesSlug &&
              service.items.some((item) => item.id === target.id),
          );
        default:
          return true;
      }
    };
    for (const [pageId, page] of Object.entries(content.pages)) {
      page.sections.forEach((section, sectionIndex) => {
        const hrefs: [string, (string | number)[]][] = [];
        if (section.kind === "cta") hrefs.push([section.href, ["href"]]);
        if (section.kind === "cards") {
          section.items.forEach((item, itemIndex) => {
            if (item.href) hrefs.push([item.href, ["items", itemIndex, "href"]]);
          });
        }
        for (const [href, path] of hrefs) {
          if (!resolves(href)) {
            ctx.addIssue({
              code: "custom",
              path: ["pages", pageId, "sections", sectionIndex, ...path],
              message: `link to a missing page: ${href}`,
            });
          }
        }
      });
    }
  });

export type SiteContent = z.infer<typeof siteContentSchema>;
export type SiteContentInput = z.input<typeof siteContentSchema>;

/** Validates a locale's copy; throws (and so fails the build) on invalid copy. */
export function defineContent(content: SiteContentInput, alts: PictureAlts): SiteContent {
  return siteContentSchema.parse(withPictures(content, alts));
}
