import { type MessageId, useT } from "@rawafed/i18n";
import { useId } from "react";
import { Button } from "../../components/Button/Button";
import { Link } from "../../components/Link/Link";
import { AccountList } from "../accountParts/AccountList";
import { Avatar } from "../accountParts/Avatar";
import * as parts from "../accountParts/parts.css";
import { useRemovals } from "../accountParts/useRemovals";

export type FollowedKind = "comic" | "translator" | "publisher" | "team";

export interface FollowedItem {
  id: string;
  name: string;
  /** Their page. */
  href: string;
  /** A comic's cover, a translator's photo, a publisher's logo; without one, initials. */
  imageSrc?: string | null;
}

export interface FollowingListProps {
  comics: FollowedItem[];
  translators: FollowedItem[];
  publishers: FollowedItem[];
  /** Translation teams. */
  teams?: FollowedItem[];
  /** Told whom the reader unfollowed (hidden at once). */
  onUnfollow: (kind: FollowedKind, id: string) => void;
  /** The page's heading level ("Following"); the groups' are one below. */
  headingLevel?: 1 | 2;
}

const groups = [
  ["comic", "comics", "comics.following.comics"],
  ["translator", "translators", "comics.following.translators"],
  ["publisher", "publishers", "comics.following.publishers"],
  ["team", "teams", "comics.following.teams"],
] as const satisfies readonly (readonly [FollowedKind, string, MessageId])[];

/**
 * What the reader follows, in headed groups (comics, translators, publishers, teams), each row
 * with "Unfollow". Removals are announced politely and the focus moves to the next row.
 */
export function FollowingList({
  onUnfollow,
  headingLevel = 1,
  teams = [],
  ...rest
}: FollowingListProps) {
  const t = useT();
  const items = { ...rest, teams };
  const baseId = useId();
  const list = useRemovals(
    groups.flatMap(([kind, prop]) => items[prop].map((item) => `${kind}:${item.id}`)),
  );
  const Subheading = `h${headingLevel + 1}` as "h2" | "h3";

  return (
    <AccountList
      heading={t("comics.account.following")}
      headingLevel={headingLevel}
      announcement={list.announcement}
      empty={list.count === 0 ? t("comics.following.empty") : null}
      rootRef={list.root}
      headingRef={list.heading}
    >
      {groups.map(([kind, prop, label]) => {
        const shown = items[prop].filter((item) => list.isShown(`${kind}:${item.id}`));
        if (shown.length === 0) return null;
        const headingId = `${baseId}-${kind}`;
        return (
          <section key={kind} className={parts.group} aria-labelledby={headingId}>
            <Subheading id={headingId} className={parts.subheading}>
              {t(label)}
            </Subheading>
            <ul className={parts.rows}>
              {shown.map((item) => {
                const key = `${kind}:${item.id}`;
                const nameId = `${baseId}-${key}`;
                return (
                  <li key={key} className={parts.row} data-row={key}>
                    <span className={parts.rowThumb}>
                      {kind === "comic" && item.imageSrc ? (
                        <img
                          className={parts.cover}
                          src={item.imageSrc}
                          alt=""
                          width={56}
                          height={84}
                          loading="lazy"
                        />
                      ) : (
                        <Avatar name={item.name} photoSrc={item.imageSrc} alt="" size="small" />
                      )}
                    </span>
                    <p className={`${parts.rowBody} ${parts.title}`}>
                      <Link id={nameId} bare href={item.href} className={parts.titleLink}>
                        <bdi>{item.name}</bdi>
                      </Link>
                    </p>
                    <div className={parts.rowActions}>
                      <Button
                        variant="secondary"
                        size="small"
                        aria-describedby={nameId}
                        data-refocus
                        onClick={() => {
                          list.remove(key, t("comics.following.unfollowed", { name: item.name }));
                          onUnfollow(kind, item.id);
                        }}
                      >
                        {t("comics.following.unfollow")}
                      </Button>
                    </div>
                  </li>
                );
              })}
            </ul>
          </section>
        );
      })}
    </AccountList>
  );
}
