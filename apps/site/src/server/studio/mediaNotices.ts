// What the media page tells a person coming back from one of its forms (`?notice=`): a closed
// list, so that an address can only ever show one of these messages. No server code: the page
// imports it.
import type { MessageId } from "@rawafed/i18n";

export const mediaNotices = {
  uploaded: "studio.media.notice.uploaded",
  saved: "studio.media.notice.saved",
  type: "studio.media.error.type",
  unreadable: "studio.media.error.unreadable",
  tooLarge: "validation.fileTooLarge",
  missing: "studio.media.error.missing",
  focal: "studio.media.error.focal",
  notFound: "studio.media.error.notFound",
  invalid: "studio.media.error.invalid",
} as const satisfies Record<string, MessageId>;

export type MediaNotice = keyof typeof mediaNotices;

/** The notices that say something went well; the others are refusals. */
export const goodNotices: readonly MediaNotice[] = ["uploaded", "saved"];

export const isMediaNotice = (value: unknown): value is MediaNotice =>
  typeof value === "string" && Object.hasOwn(mediaNotices, value);
