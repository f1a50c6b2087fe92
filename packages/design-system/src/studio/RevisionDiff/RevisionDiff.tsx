import { dir, useT } from "@rawafed/i18n";
import { useId } from "react";
import { VisuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden";
import { useStudioLocale } from "../shared/locale";
import type { DiffSegment, EditorialLanguage } from "../types";
import * as styles from "./RevisionDiff.css";

export interface RevisionDiffProps {
  /** The comparison, word by word; a `\n` inside a segment ends a line. */
  segments: readonly DiffSegment[];
  /** The two revisions' numbers, for the heading. */
  from: number;
  to: number;
  /** The compared text's language (its `lang`); each line takes its direction from its text. */
  language?: EditorialLanguage;
  /** The level of the part's heading (2 by default). */
  headingLevel?: 2 | 3;
}

/**
 * The word announced before a change, in the interface language. Its own `dir` keeps it out of
 * the line's `dir="auto"`: the line's direction comes from the compared text alone.
 */
function Announced({ children }: { children: string }) {
  const locale = useStudioLocale();
  return (
    <span lang={locale} dir={dir(locale)}>
      <VisuallyHidden>{`${children} `}</VisuallyHidden>
    </span>
  );
}

type Piece = { kind: DiffSegment["kind"]; text: string };

/** The segments cut into lines at each `\n`, each line a list of pieces. */
export function diffLines(segments: readonly DiffSegment[]): Piece[][] {
  const lines: Piece[][] = [[]];
  for (const segment of segments) {
    segment.text.split("\n").forEach((part, index) => {
      if (index > 0) lines.push([]);
      if (part) lines.at(-1)?.push({ kind: segment.kind, text: part });
    });
  }
  return lines;
}

/** How many words were added and removed. */
export function diffWordCounts(segments: readonly DiffSegment[]) {
  const words = (text: string) => text.split(/\s+/u).filter(Boolean).length;
  let added = 0;
  let removed = 0;
  for (const segment of segments) {
    if (segment.kind === "added") added += words(segment.text);
    if (segment.kind === "removed") removed += words(segment.text);
  }
  return { added, removed };
}

/**
 * Two revisions compared: a summary ("12 words added, 3 removed"), a legend, and the text line by
 * line (each line's direction from its own text), added words in `<ins>` and removed ones in
 * `<del>` (underlined and struck through, not colour alone), each announced as such.
 */
export function RevisionDiff({
  segments,
  from,
  to,
  language,
  headingLevel = 2,
}: RevisionDiffProps) {
  const t = useT();
  const id = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const counts = diffWordCounts(segments);
  const lines = diffLines(segments);
  const changed = counts.added + counts.removed > 0;
  return (
    <section className={styles.diff} aria-labelledby={`${id}-heading`}>
      <Heading id={`${id}-heading`} className={styles.heading}>
        {t("studio.diff.heading", { from, to })}
      </Heading>
      <p className={styles.summary}>
        {changed ? t("studio.diff.summary", counts) : t("studio.diff.same")}
      </p>
      <ul className={styles.legend} aria-label={t("studio.diff.legend")}>
        <li>
          <ins className={styles.added}>{t("studio.diff.legendAdded")}</ins>
        </li>
        <li>
          <del className={styles.removed}>{t("studio.diff.legendRemoved")}</del>
        </li>
      </ul>
      <section className={styles.text} lang={language} aria-label={t("studio.diff.text")}>
        {lines.map((pieces, index) => (
          // Lines have no identity but their place; the comparison is drawn once.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <p key={index} dir="auto" className={styles.line}>
            {pieces.length === 0 ? <br /> : null}
            {pieces.map((piece, at) =>
              piece.kind === "added" ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: pieces are fixed in place
                <ins key={at} className={styles.added}>
                  <Announced>{t("studio.diff.added")}</Announced>
                  {piece.text}
                </ins>
              ) : piece.kind === "removed" ? (
                // biome-ignore lint/suspicious/noArrayIndexKey: pieces are fixed in place
                <del key={at} className={styles.removed}>
                  <Announced>{t("studio.diff.removed")}</Announced>
                  {piece.text}
                </del>
              ) : (
                // biome-ignore lint/suspicious/noArrayIndexKey: pieces are fixed in place
                <span key={at}>{piece.text}</span>
              ),
            )}
          </p>
        ))}
      </section>
    </section>
  );
}
