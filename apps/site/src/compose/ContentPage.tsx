import {
  DefaultLayout,
  FiveLayout,
  FourLayout,
  Hero,
  type LayoutProps,
  NoneLayout,
  Picture,
  SecondLayout,
  SixLayout,
  ThridLayout,
} from "@rawafed/design-system";
import { NewsletterForm } from "@rawafed/forms";
import { type MessageId, rememberLocale, useT } from "@rawafed/i18n";
import { useRouterState } from "@tanstack/react-router";
import { Hydrate } from "@tanstack/react-start";
import { interaction, load } from "@tanstack/react-start/hydration";
import type { ComponentType, ReactNode } from "react";
import type { PageContent } from "../content/schema";
import { submitNewsletter } from "../runtime/forms";
import { nearScreen, useHydratedMark } from "../runtime/hydration";
import { brand } from "../site/brand";
import { currentHref, siteLinks } from "../site/navigation";
import { type LaidOutPageId, pages, type UsedLayoutName } from "../site/pages";
import { picture } from "./pictures";
import { Sections } from "./Sections";
import { hasControls } from "./sectionControls";
import { useShell } from "./useShell";

/**
 * Every layout the page table uses, by its name there. A page takes its frame from its table entry
 * alone; the layouts are a few hundred bytes together, so they travel with this module rather than
 * one per route.
 */
const layouts: Record<UsedLayoutName, ComponentType<LayoutProps>> = {
  default: DefaultLayout,
  five: FiveLayout,
  four: FourLayout,
  none: NoneLayout,
  second: SecondLayout,
  six: SixLayout,
  thrid: ThridLayout,
};

export interface ContentPageProps {
  /** The page: drawn in the layout of its entry in the page table (one without is a type error). */
  pageId: LaidOutPageId;
  /** The page's title, lead and sections; absent on pages that draw their own (an article). */
  content?: Pick<PageContent, "title" | "lead"> & Partial<Pick<PageContent, "sections" | "image">>;
  /** The document title of an error page, which has no route head of its own. */
  errorTitle?: MessageId;
  /** The header's account control, on the comics platform's pages (see `AccountControl`). */
  account?: ReactNode;
  /**
   * Where the language switch leads when the page's twin is not at the same parameters (an item
   * whose slug differs per language, or that is not published in the other one).
   */
  twinHref?: string;
  /** Above everything else on the page: a preview's notice. */
  notice?: ReactNode;
  children?: ReactNode;
}

/** A page of the site: its layout, its hero, its sections, then any extra parts. */
export function ContentPage({
  pageId,
  content,
  errorTitle,
  account,
  twinHref,
  notice,
  children,
}: ContentPageProps) {
  useHydratedMark();
  const t = useT();
  const Layout = layouts[pages[pageId].layout];
  const shell = useShell(pageId);
  const loading = useRouterState({ select: (state) => state.status === "pending" });
  const { navigation, quickLinks } = siteLinks(shell.locale);
  return (
    <Layout
      brand={brand}
      locale={shell.locale}
      twinHref={twinHref ?? shell.twinHref}
      year={shell.year}
      current={currentHref(pageId, shell.locale)}
      loading={loading}
      navigation={navigation}
      quickLinks={quickLinks}
      newsletter={
        // The form's code (validation, HTTP client) loads as the footer nears the screen.
        <Hydrate when={nearScreen()}>
          <NewsletterForm onSubmit={submitNewsletter} titled={false} />
        </Hydrate>
      }
      // The switch is a link the router follows; the browser remembers the choice for the server.
      onLanguageSwitch={rememberLocale}
      account={account}
    >
      {/* Error pages have no route head of their own; React hoists this title into <head>. */}
      {errorTitle ? <title>{`${t(errorTitle)} | ${t(brand.name)}`}</title> : null}
      {notice}
      {content ? (
        // The copy is static HTML: its code loads and hydrates when the visitor reaches for it
        // (pointer, touch or focus), which turns its links into client-side navigations. Copy with
        // controls (the FAQ) hydrates with the page: reached by keyboard alone, an interaction
        // gate never opened, and neither did the questions. Keyed by the path: a boundary that has
        // not hydrated keeps its server HTML, so another page (or language) must be a new
        // boundary, rendered on the client.
        <Hydrate key={shell.pathname} when={hasControls(content.sections) ? load() : interaction()}>
          <Hero
            title={content.title}
            lead={content.lead}
            media={
              content.image ? (
                <Picture
                  {...picture(content.image, shell.locale, { sizes: "hero", priority: true })}
                />
              ) : undefined
            }
          />
          {content.sections ? <Sections sections={content.sections} locale={shell.locale} /> : null}
        </Hydrate>
      ) : null}
      {children}
    </Layout>
  );
}
