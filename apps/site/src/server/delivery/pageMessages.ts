// A page carries the messages its render formatted, and no others (`runtime/embeddedMessages.tsx`):
// every message the server formats while it answers a page request is noted in that request's
// context, loaders and head included, and the page's block is filled with them once it is whole.
import { AsyncLocalStorage } from "node:async_hooks";
import {
  isLocale,
  type Locale,
  loadedMessages,
  type MessageId,
  recordMessageUse,
} from "@rawafed/i18n";
import { PAGE_MESSAGES_ID } from "../../runtime/embeddedMessages";

/** The ids a page's render used, per locale. */
export type UsedMessages = Map<Locale, Set<MessageId>>;

const rendering = new AsyncLocalStorage<UsedMessages>();

recordMessageUse((locale, id) => {
  const used = rendering.getStore();
  if (!used) return;
  let ids = used.get(locale);
  if (!ids) {
    ids = new Set();
    used.set(locale, ids);
  }
  ids.add(id);
});

/** Runs `render` noting the messages it formats in `used`. */
export function noteMessages<T>(used: UsedMessages, render: () => T): T {
  return rendering.run(used, render);
}

/** The block as the root renders it (`EmbeddedMessages`), still empty. */
const emptyBlock = new RegExp(
  `<script type="application/json" id="${PAGE_MESSAGES_ID}" data-locale="([a-z]+)"></script>`,
);

/**
 * The page with its messages block filled: the messages of the page's locale it used, as compiled
 * in the catalog, in id order (a page renders to the same bytes each time). `<` is escaped, so no
 * text can close the block.
 */
export function embedMessages(html: string, used: UsedMessages): string {
  const match = emptyBlock.exec(html);
  const locale = match?.[1];
  if (!match || !isLocale(locale)) return html;
  const catalog = loadedMessages(locale);
  if (!catalog) return html;
  const ids = [...(used.get(locale) ?? [])].filter((id) => catalog[id] !== undefined).sort();
  const messages = Object.fromEntries(ids.map((id) => [id, catalog[id]]));
  const json = JSON.stringify(messages).replace(/</g, "\\u003c");
  return html.replace(match[0], () => match[0].replace("></script>", `>${json}</script>`));
}
