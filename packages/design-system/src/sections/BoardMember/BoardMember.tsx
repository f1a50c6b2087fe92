import { Card } from "../../components/Card/Card";
import { PersonIcon } from "../../components/Icon";
import { useItemHeadingLevel } from "../shared/Section";
import * as styles from "./BoardMember.css";

export interface Person {
  name: string;
  /** Position or function ("Chairman of the Board (non-executive)"). */
  role: string;
  /** A short biography. */
  bio?: string;
  /** A photo in place of the avatar: its address (a small square crop is best) and alternative. */
  photo?: { src: string; alt: string };
  /** A board member's term, as the page words it ("Term: 16 September 2024 to 15 September 2028"). */
  term?: string;
}

export interface BoardMemberProps extends Person {
  /** `li` inside a list of people (the default), `article` or `div` on its own. */
  as?: "li" | "article" | "div";
  /** The name's heading level; by default the item level of the section around it (h3). */
  headingLevel?: 2 | 3 | 4;
}

/** A person's card: photo or avatar, name (a heading), role, and an optional term and biography. */
export function BoardMember({
  name,
  role,
  bio,
  photo,
  term,
  as = "li",
  headingLevel,
}: BoardMemberProps) {
  const itemLevel = useItemHeadingLevel();
  const Name = `h${headingLevel ?? itemLevel}` as const;
  return (
    <Card as={as}>
      <div className={styles.header}>
        {photo ? (
          <img
            className={styles.photo}
            src={photo.src}
            alt={photo.alt}
            width={56}
            height={56}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className={styles.avatar}>
            <PersonIcon className={styles.avatarIcon} />
          </span>
        )}
        <div className={styles.names}>
          <Name className={styles.name}>{name}</Name>
          <p className={styles.role}>{role}</p>
          {term ? <p className={styles.term}>{term}</p> : null}
        </div>
      </div>
      {bio && <p className={styles.bio}>{bio}</p>}
    </Card>
  );
}
