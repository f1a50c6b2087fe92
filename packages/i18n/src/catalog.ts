import type { Locale } from "./locales";
import type en from "./messages/en/index";

/** Every message id. A missing or misspelt id is a type error wherever a component asks for one. */
export type MessageId = keyof typeof en;
export type Messages = Record<MessageId, string>;

/**
 * The parts a catalog loads in, each its own chunk per locale. An id's area is named by its first
 * segment (`areaOf`), so a browser that meets an id its page did not bring knows what to load.
 */
export type MessageArea = "site" | "comics" | "studio" | "nationalities" | "mail";
export const messageAreas: readonly MessageArea[] = [
  "site",
  "comics",
  "studio",
  "nationalities",
  "mail",
];

const areaByPrefix: Readonly<Record<string, MessageArea>> = {
  comics: "comics",
  review: "comics",
  studio: "studio",
  nationality: "nationalities",
  mail: "mail",
};

/** The area that holds `id`: `comics.…` and `review.…` are the comics platform's, and so on. */
export function areaOf(id: string): MessageArea {
  return areaByPrefix[id.slice(0, id.indexOf("."))] ?? "site";
}

type Chunk = () => Promise<{ default: Record<string, unknown> }>;

const chunks: Record<Locale, Record<MessageArea, Chunk>> = {
  en: {
    site: () => import("./messages/en/areas/site"),
    comics: () => import("./messages/en/areas/comics"),
    studio: () => import("./messages/en/studio.json"),
    nationalities: () => import("./messages/en/nationalities.json"),
    mail: () => import("./messages/en/mail.json"),
  },
  ar: {
    site: () => import("./messages/ar/areas/site"),
    comics: () => import("./messages/ar/areas/comics"),
    studio: () => import("./messages/ar/studio.json"),
    nationalities: () => import("./messages/ar/nationalities.json"),
    mail: () => import("./messages/ar/mail.json"),
  },
};

interface Catalog {
  /** What is at hand: whole areas, and the messages a page brought with it. One object, grown. */
  readonly messages: Messages;
  areas: Set<MessageArea>;
  loading: Map<MessageArea, Promise<void>>;
}

const catalogs = new Map<Locale, Catalog>();
const listeners = new Set<() => void>();
/** Every catalog object this store made: only these may lack an id that a later load brings. */
const grown = new WeakSet<object>();

function catalogOf(locale: Locale): Catalog {
  let catalog = catalogs.get(locale);
  if (!catalog) {
    catalog = { messages: {} as Messages, areas: new Set(), loading: new Map() };
    grown.add(catalog.messages);
    catalogs.set(locale, catalog);
  }
  return catalog;
}

let version = 0;

/**
 * Adds messages to a locale's catalog, in place: the page's translators stay the same, so no
 * context above a part still waiting to hydrate changes (React would drop its server markup and
 * draw it anew). The components that use messages render again through `catalogVersion`.
 */
function merge(catalog: Catalog, messages: Record<string, unknown>): void {
  Object.assign(catalog.messages, messages);
  version += 1;
  for (const listener of listeners) listener();
}

/** A number that changes whenever a catalog grows. */
export function catalogVersion(): number {
  return version;
}

/** Loads `areas` of a locale's catalog (each once, however many ask); resolves to the catalog. */
export async function loadAreas(locale: Locale, areas: readonly MessageArea[]): Promise<Messages> {
  const catalog = catalogOf(locale);
  await Promise.all(
    areas.map((area) => {
      if (catalog.areas.has(area)) return undefined;
      let pending = catalog.loading.get(area);
      if (!pending) {
        pending = chunks[locale][area]().then(
          (module) => {
            catalog.areas.add(area);
            catalog.loading.delete(area);
            merge(catalog, module.default);
          },
          (error: unknown) => {
            // A chunk that failed to arrive (a dropped connection) is asked for again next time.
            catalog.loading.delete(area);
            throw error;
          },
        );
        catalog.loading.set(area, pending);
      }
      return pending;
    }),
  );
  return catalog.messages;
}

/** A locale's whole catalog: the server's, and a page's whose own messages did not come with it. */
export function loadMessages(locale: Locale): Promise<Messages> {
  return loadAreas(locale, messageAreas);
}

/** The catalog at hand (loaded, or handed over by the server's page), read synchronously. */
export function loadedMessages(locale: Locale): Messages | undefined {
  const catalog = catalogs.get(locale);
  return catalog && (catalog.areas.size > 0 || Object.keys(catalog.messages).length > 0)
    ? catalog.messages
    : undefined;
}

/** Hands over messages that arrived another way (the ones a server-rendered page embeds). */
export function provideMessages(locale: Locale, messages: Partial<Messages>): void {
  merge(catalogOf(locale), messages);
}

/** Calls `listener` whenever a catalog grows; returns the unsubscribe. */
export function subscribeMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether `messages` is one of this store's catalogs, which may grow (not a whole catalog). */
export function mayGrow(messages: object): boolean {
  return grown.has(messages);
}

/**
 * For a translator whose catalog lacks `id`: its message if a later load brought it; `null` while
 * its area loads (started here; the catalog's subscribers render again once it has); `undefined`
 * when the area is loaded and has no such id (a fault: a missing message).
 */
export function lateMessage(locale: Locale, id: MessageId): string | null | undefined {
  const catalog = catalogOf(locale);
  const message = catalog.messages[id];
  if (message !== undefined) return message;
  const area = areaOf(id);
  if (catalog.areas.has(area)) return undefined;
  loadAreas(locale, [area]).catch((error: unknown) => console.error(error));
  return null;
}
