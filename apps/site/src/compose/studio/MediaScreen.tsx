import { Stack, Text } from "@rawafed/design-system";
import { type MediaImage, MediaLibrary, StudioFrame } from "@rawafed/design-system/studio";
import { FormStatus } from "@rawafed/forms";
import { messageValues } from "@rawafed/forms/schemas";
import { type Locale, useT } from "@rawafed/i18n";
import type { Viewer } from "../../server/accounts/viewer";
import type { EditorialKind } from "../../server/db/schema";
import type { LibraryImage } from "../../server/studio/media";
import { goodNotices, type MediaNotice, mediaNotices } from "../../server/studio/mediaNotices";
import { AccountControl } from "../accounts/AccountControl";
import { ContentPage } from "../ContentPage";
import { studioItemHref } from "./hrefs";
import { studioSections } from "./StudioSections";

/** Where the page's forms post (plain forms: they work before any script). */
export const MEDIA_UPLOAD_ACTION = "/api/studio/media/upload";
export const MEDIA_UPDATE_ACTION = "/api/studio/media/update";

/** What a form's answer left to say (`?notice=`): a success as a status, a refusal as an alert. */
function Notice({ notice }: { notice: MediaNotice }) {
  const t = useT();
  if (goodNotices.includes(notice)) return <FormStatus message={mediaNotices[notice]} />;
  return (
    <div role="alert">
      <Text tone="critical">{t(mediaNotices[notice], messageValues("file"))}</Text>
    </div>
  );
}

/** The media library page: upload an image, write each one's alt texts and focal point. */
export function MediaScreen({
  locale,
  viewer,
  images,
  notice,
}: {
  locale: Locale;
  viewer: Viewer;
  images: readonly LibraryImage[];
  notice?: MediaNotice;
}) {
  const t = useT();
  const shown: MediaImage[] = images.map((image) => ({
    id: image.id,
    src: image.src,
    fileName: image.fileName,
    bytes: image.bytes,
    alt: image.alt,
    focalPoint: image.focalPoint,
    usedIn: image.usedIn.map((use) => ({
      label: t("studio.media.useLabel", { title: use.title, language: use.language }),
      href: studioItemHref(locale, use.kind as EditorialKind, use.itemId, use.language),
    })),
  }));
  return (
    <ContentPage pageId="studioMedia" account={<AccountControl locale={locale} viewer={viewer} />}>
      <StudioFrame sections={studioSections(locale)} current="media">
        <Stack gap="lg">
          {notice ? <Notice notice={notice} /> : null}
          <MediaLibrary
            images={shown}
            uploadAction={MEDIA_UPLOAD_ACTION}
            editAction={MEDIA_UPDATE_ACTION}
          />
        </Stack>
      </StudioFrame>
    </ContentPage>
  );
}
