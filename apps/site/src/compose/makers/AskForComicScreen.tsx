import { AskForComicForm } from "@rawafed/forms";
import type { Locale } from "@rawafed/i18n";
import { postJson } from "../../runtime/api";
import { ComicsFrame, type Reader } from "../comics/ComicsFrame";

/** `/{l}/ask-for-comic`: the form; once sent, its confirmation in its place. */
export function AskForComicScreen({ locale, reader }: { locale: Locale; reader: Reader }) {
  return (
    <ComicsFrame pageId="askForComic" locale={locale} reader={reader}>
      <AskForComicForm onSubmit={(values) => postJson("/api/comics/ask", values)} />
    </ComicsFrame>
  );
}
