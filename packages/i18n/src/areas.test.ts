import { afterEach, describe, expect, it, vi } from "vitest";
import { areaOf, type MessageArea, type MessageId } from "./catalog";
import arComics from "./messages/ar/areas/comics";
import arSite from "./messages/ar/areas/site";
import arMail from "./messages/ar/mail.json";
import arNationalities from "./messages/ar/nationalities.json";
import arStudio from "./messages/ar/studio.json";
import enComics from "./messages/en/areas/comics";
import enSite from "./messages/en/areas/site";
import enMail from "./messages/en/mail.json";
import enNationalities from "./messages/en/nationalities.json";
import enStudio from "./messages/en/studio.json";

const chunks: Record<string, Record<MessageArea, object>> = {
  en: {
    site: enSite,
    comics: enComics,
    studio: enStudio,
    nationalities: enNationalities,
    mail: enMail,
  },
  ar: {
    site: arSite,
    comics: arComics,
    studio: arStudio,
    nationalities: arNationalities,
    mail: arMail,
  },
};

describe("a catalog's areas", () => {
  // A browser that meets an id its page did not bring loads the area `areaOf` names: the id must
  // be there, or the text would stay blank.
  for (const [locale, areas] of Object.entries(chunks)) {
    it(`hold, in ${locale}, each id in the area its prefix names`, () => {
      const misplaced = Object.entries(areas).flatMap(([area, messages]) =>
        Object.keys(messages)
          .filter((id) => areaOf(id) !== area)
          .map((id) => `${id} is in ${area}, named ${areaOf(id)}`),
      );
      expect(misplaced).toEqual([]);
    });
  }
});

// The store is the module's state: each test starts from a fresh one.
async function freshStore() {
  vi.resetModules();
  const catalog = await import("./catalog");
  const format = await import("./format");
  return { ...catalog, ...format };
}

afterEach(() => vi.restoreAllMocks());

describe("a page's messages", () => {
  it("format at once; another of its area is blank until the area loads, then shows", async () => {
    const store = await freshStore();
    store.provideMessages("en", { "nav.home": enSite["nav.home"] });
    const messages = store.loadedMessages("en");
    if (!messages) throw new Error("no catalog");
    const t = store.translatorFor("en", messages);
    expect(t("nav.home")).toBe("Home");

    expect(t("nav.aboutUs")).toBe("");
    expect(store.takeMissed()).toBe(true);
    expect(store.takeMissed()).toBe(false);
    const grew = vi.fn();
    store.subscribeMessages(grew);
    const version = store.catalogVersion();
    await store.loadAreas("en", ["site"]);
    expect(grew).toHaveBeenCalled();
    expect(store.catalogVersion()).toBeGreaterThan(version);
    // The same translator and catalog object: nothing above a part still hydrating changes.
    expect(store.loadedMessages("en")).toBe(messages);
    expect(t("nav.aboutUs")).toBe("About us");
    expect(t("studio.title" as MessageId)).toBe("");
  });

  it("report an id that its loaded area does not have, as a whole catalog does", async () => {
    const store = await freshStore();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await store.loadAreas("ar", ["site"]);
    const messages = store.loadedMessages("ar");
    if (!messages) throw new Error("no catalog");
    const t = store.translatorFor("ar", messages);
    expect(t("nav.noSuchPage" as MessageId)).toBe("nav.noSuchPage");
    expect(store.takeMissed()).toBe(false);
    expect(error).toHaveBeenCalledOnce();
  });

  it("are the whole catalog on the server, which never waits for an area", async () => {
    const store = await freshStore();
    const messages = await store.loadMessages("en");
    expect(Object.keys(messages).length).toBe(
      Object.values(chunks.en ?? {}).reduce((sum, area) => sum + Object.keys(area).length, 0),
    );
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(store.translatorFor("en", messages)("comics.noSuch" as MessageId)).toBe("comics.noSuch");
    expect(error).toHaveBeenCalledOnce();
  });

  it("are told to the listener that notes what a page used", async () => {
    const store = await freshStore();
    const used: string[] = [];
    store.recordMessageUse((locale, id) => used.push(`${locale} ${id}`));
    const messages = await store.loadAreas("ar", ["site"]);
    store.translatorFor("ar", messages)("nav.home");
    store.recordMessageUse(undefined);
    store.translatorFor("ar", messages)("nav.aboutUs");
    expect(used).toEqual(["ar nav.home"]);
  });
});
