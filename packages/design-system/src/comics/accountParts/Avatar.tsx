import { initials } from "../AccountButton/AccountButton";
import * as styles from "./parts.css";

export interface AvatarProps {
  name: string;
  /** The photo; without one, the initials are drawn. */
  photoSrc?: string | null | undefined;
  /** The photo's text; `""` when the name is written beside it. */
  alt: string;
  size: "small" | "large";
}

/** A round photo, or the name's initials (a picture of the name, hidden from assistive technology). */
export function Avatar({ name, photoSrc, alt, size }: AvatarProps) {
  const className = `${styles.avatar} ${styles.avatarSize[size]}`;
  if (photoSrc) {
    const pixels = size === "large" ? 128 : 48;
    return <img className={className} src={photoSrc} alt={alt} width={pixels} height={pixels} />;
  }
  return (
    <span
      className={`${className} ${styles.initials}`}
      data-initials={initials(name)}
      aria-hidden="true"
    />
  );
}
