// Two revisions compared as people read them: the title, summary and body as plain text, one
// block per line, word by word (jsdiff: a well-kept Myers diff, the one git's word diff follows).
import { richTextPlain } from "@rawafed/forms/schemas";
import { diffWordsWithSpace } from "diff";
import type { VersionContent } from "../db/schema";

export interface DiffSegment {
  kind: "same" | "added" | "removed";
  text: string;
}

const readable = (content: VersionContent) =>
  [content.title, content.summary, richTextPlain(content.body)].filter(Boolean).join("\n");

/** What changed from `from` to `to`, in order; adjacent parts of one kind are merged. */
export function compareRevisions(from: VersionContent, to: VersionContent): DiffSegment[] {
  const segments: DiffSegment[] = [];
  for (const part of diffWordsWithSpace(readable(from), readable(to))) {
    const kind = part.added ? "added" : part.removed ? "removed" : "same";
    const last = segments.at(-1);
    if (last?.kind === kind) last.text += part.value;
    else segments.push({ kind, text: part.value });
  }
  return segments;
}
