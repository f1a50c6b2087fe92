// The notifications about a person's own account (an application decided, a request answered),
// as the notifications page lists them above the comics' new chapters.
import type { NotificationData } from "@rawafed/design-system";
import type { Locale, useT } from "@rawafed/i18n";
import type { NotificationGroup } from "../../server/comics/actions/notifications";
import {
  COMIC_ADDED,
  TEAM_MEMBER_ADDED,
  TEAM_MEMBER_JOINED,
  TRANSLATOR_APPROVED,
  TRANSLATOR_REJECTED,
} from "../../server/makers/kinds";
import { pagePath } from "../../site/paths";
import { comicHref } from "../comics/links";

const localDateTime = (iso: string) => iso.slice(0, 16);

/** Newest first, as the server gave them. */
export function accountNotices(
  locale: Locale,
  t: ReturnType<typeof useT>,
  groups: NotificationGroup[],
): NotificationData[] {
  const rows = groups
    .flatMap((group) => group.notifications.map((item) => ({ item, comic: group.comic })))
    .sort((a, b) => b.item.createdAt.localeCompare(a.item.createdAt));
  return rows.flatMap(({ item, comic }) => {
    const base = { id: item.id, dateTime: localDateTime(item.createdAt), read: item.read };
    const text = (value: unknown) => (typeof value === "string" ? value : "");
    switch (item.kind) {
      case TRANSLATOR_APPROVED:
        return [{ ...base, message: t("comics.notifications.translatorApproved") }];
      case TRANSLATOR_REJECTED:
        return [
          {
            ...base,
            message: t("comics.notifications.translatorRejected", {
              reason: text(item.data.reason),
            }),
          },
        ];
      case COMIC_ADDED: {
        const name = comic?.name ?? text(item.data.name);
        const slug = comic?.slug ?? text(item.data.slug);
        return [
          {
            ...base,
            message: t("comics.notifications.comicAdded", { comic: name }),
            link: slug
              ? {
                  href: comicHref(locale, slug),
                  label: t("comics.notifications.openComic", { comic: name }),
                }
              : undefined,
          },
        ];
      }
      case TEAM_MEMBER_ADDED:
      case TEAM_MEMBER_JOINED: {
        const team = text(item.data.team);
        const slug = text(item.data.slug);
        return [
          {
            ...base,
            message:
              item.kind === TEAM_MEMBER_ADDED
                ? t("comics.notice.teamMemberAdded", { team })
                : t("comics.notice.teamMemberJoined", { team, name: text(item.data.name) }),
            link: slug
              ? {
                  href: pagePath("translationTeam", locale, { slug }),
                  label: t("comics.notice.openTeam", { team }),
                }
              : undefined,
          },
        ];
      }
      default:
        return [];
    }
  });
}
