import {
  NewsletterSendPanel,
  StudioFrame,
  VersionSwitch,
  type WorkflowOutcome,
  WorkflowPanel,
} from "@rawafed/design-system/studio";
import { figureFields, partKind } from "@rawafed/forms/schemas";
import { type StudioSaveResult, StudioVersionForm } from "@rawafed/forms/studio";
import { type Locale, otherLocale, useT } from "@rawafed/i18n";
import { useRouter } from "@tanstack/react-router";
import { studioPost, uploadStudioDocument, uploadStudioVideo } from "../../runtime/studio";
import type { Viewer } from "../../server/accounts/viewer";
import type { EditorialKind } from "../../server/db/schema";
import type { ChartEntry, StudioItemPage } from "../../server/studio/pages";
import { AccountControl } from "../accounts/AccountControl";
import { ContentPage } from "../ContentPage";
import { previewHref, publicHref, studioHistoryHref, studioItemHref } from "./hrefs";
import { studioSections } from "./StudioSections";
import { useMediaPicker } from "./useMediaPicker";

export interface StudioEditorScreenProps {
  locale: Locale;
  viewer: Viewer;
  kind: EditorialKind;
  /** The edited language version. */
  lang: Locale;
  /** The item, or null for a new one. */
  data: StudioItemPage | null;
  /** The organization chart's entries (for an entry's "reports to"). */
  chart?: readonly ChartEntry[];
}

const outcome = (answer: Awaited<ReturnType<typeof studioPost>>): WorkflowOutcome =>
  answer.ok
    ? { ok: true }
    : {
        ok: false,
        error: (Object.values(answer.fieldErrors)[0] ?? "validation.serverError") as never,
      };

/** An item's language version in the editor, the other beside it, and its workflow. */
export function StudioEditorScreen({
  locale,
  viewer,
  kind,
  lang,
  data,
  chart = [],
}: StudioEditorScreenProps) {
  const t = useT();
  const router = useRouter();
  const item = data?.item ?? null;
  const version = item?.versions[lang];
  const other = otherLocale(lang);
  const twin = item?.versions[other];
  const content = version?.content;
  const picker = useMediaPicker(lang);
  const newsletter = data?.newsletter[lang];

  const save = async (values: Record<string, unknown>): Promise<StudioSaveResult> => {
    const answer = await studioPost("save", {
      kind,
      itemId: item?.id ?? null,
      language: lang,
      values,
      ...(values.disclosure === true ? { disclosure: true } : {}),
    });
    if (!answer.ok) return answer;
    if (!item && answer.itemId) {
      // The new item has an address now: the editor moves there (its text as saved).
      await router.navigate({
        href: studioItemHref(locale, kind, answer.itemId, lang),
        replace: true,
      });
    } else {
      void router.invalidate();
    }
    return { ok: true, revision: answer.revision };
  };

  const act = async (action: string, body: object) => {
    const answer = await studioPost(action, body);
    if (answer.ok) void router.invalidate();
    return outcome(answer);
  };

  return (
    <ContentPage pageId="studioItem" account={<AccountControl locale={locale} viewer={viewer} />}>
      <StudioFrame
        sections={studioSections(locale)}
        current={kind}
        heading={content?.title || t("studio.editor.newItem")}
      >
        {item ? (
          <VersionSwitch
            current={lang}
            versions={(["en", "ar"] as const).map((language) => ({
              language,
              href: studioItemHref(locale, kind, item.id, language),
              state: item.versions[language]?.state ?? "missing",
              outdated: item.versions[language]?.outdated ?? false,
            }))}
          />
        ) : null}

        <StudioVersionForm
          // A new form per item and language: what one holds never leaks into another.
          key={`${item?.id ?? "new"}-${lang}`}
          kind={kind}
          language={lang}
          autosave={Boolean(version)}
          defaultValues={{
            title: content?.title ?? "",
            slug: content?.slug ?? "",
            summary: content?.summary ?? "",
            body: content?.body,
            seoTitle: content?.seoTitle ?? "",
            seoDescription: content?.seoDescription ?? "",
            coverImage: content?.coverImage ?? "",
            location: content?.fields.location ?? "",
            employmentType: (content?.fields.employmentType ?? "") as never,
            closesOn: item?.closesOn ?? "",
            // A document's PDF and a year's statements' figures, as saved.
            ...Object.fromEntries(
              ["document", "year", ...figureFields].map((name) => [
                name,
                content?.fields[name] ?? "",
              ]),
            ),
            // A part of a page: its own fields, the language-free ones (dates, the chart entry
            // it reports to) taken from the other version until this one has them.
            ...Object.fromEntries(
              (partKind(kind)?.fields ?? []).map((field) => [
                field.name,
                content?.fields[field.name] ??
                  (field.type === "date" || field.type === "parent" || field.type === "video"
                    ? twin?.content.fields[field.name]
                    : undefined) ??
                  "",
              ]),
            ),
            position: item && item.position > 0 ? String(item.position) : "",
            disclosure: item?.disclosure ?? false,
            baseRevision: version?.headRevisionId ?? null,
          }}
          onSave={save as never}
          onPickImage={picker.pick}
          onUploadDocument={uploadStudioDocument}
          onUploadVideo={uploadStudioVideo}
          savedVideo={
            content?.fields.video
              ? {
                  name: content.fields.video.split("/").pop() ?? content.fields.video,
                  bytes: Number(content.fields.videoBytes ?? 0),
                }
              : undefined
          }
          parentOptions={chart
            .filter((entry) => entry.id !== item?.id)
            .map((entry) => ({
              value: entry.id,
              label: entry.titles[lang] ?? entry.titles[other] ?? "",
            }))}
          savedDocument={
            content?.fields.document
              ? {
                  name: `${content.slug}.pdf`,
                  bytes: Number(content.fields.bytes ?? 0),
                }
              : undefined
          }
          other={
            item
              ? {
                  language: other,
                  title: twin?.content.title ?? null,
                  html: item.rendered[other] ?? null,
                }
              : undefined
          }
        />
        {item && version ? (
          <WorkflowPanel
            language={lang}
            state={version.state}
            published={version.published}
            changesWaiting={!version.publishedIsHead}
            canPublish={data?.canPublish ?? false}
            // Four eyes: the writer of a disclosure's last revision leaves it to another publisher.
            writtenByViewer={Boolean(item.disclosure && version.authorId === viewer.id)}
            publishAt={version.publishAt}
            unpublishAt={version.unpublishAt}
            previewHref={
              data?.previews[lang]
                ? previewHref(kind, lang, version.content.slug, data.previews[lang] as string)
                : undefined
            }
            publicHref={publicHref(kind, lang, version.content.slug)}
            historyHref={studioHistoryHref(locale, kind, item.id, lang)}
            onRequestReview={() => act("review", { versionId: version.id })}
            onPublish={() => act("publish", { versionId: version.id })}
            onUnpublish={() => act("unpublish", { versionId: version.id })}
            onSchedule={(what, at) => act("schedule", { versionId: version.id, what, at })}
          />
        ) : null}
        {item &&
        version &&
        kind === "news" &&
        newsletter &&
        (version.published || newsletter.send) ? (
          <NewsletterSendPanel
            subscribers={newsletter.subscribers}
            send={newsletter.send}
            canSend={data?.canPublish ?? false}
            onSend={() => act("newsletter/send", { versionId: version.id })}
            onRefresh={() => void router.invalidate()}
          />
        ) : null}
        {picker.dialog}
      </StudioFrame>
    </ContentPage>
  );
}
