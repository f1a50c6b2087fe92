import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import ar from "./messages/ar/index";
import en from "./messages/en/index";

const arabicLetter = /[\u0600-\u06FF]/;

describe("catalogs", () => {
  const enIds = Object.keys(en).sort();
  const arIds = Object.keys(ar).sort();

  it("hold the same ids in both locales", () => {
    expect(arIds.filter((id) => !(id in en))).toEqual([]);
    expect(enIds.filter((id) => !(id in ar))).toEqual([]);
  });

  it("have no empty Arabic value", () => {
    expect(arIds.filter((id) => !(ar as Record<string, string>)[id]?.trim())).toEqual([]);
  });

  it("have no Arabic value that is the English text", () => {
    const same = enIds.filter(
      (id) =>
        (ar as Record<string, string>)[id] === (en as Record<string, string>)[id] &&
        !arabicLetter.test((en as Record<string, string>)[id] ?? ""),
    );
    expect(same).toEqual([]);
  });

  it("define each id in one file only (a second definition would silently win)", () => {
    for (const locale of ["en", "ar"]) {
      const dir = join(import.meta.dirname, "messages", locale);
      const seen = new Map<string, string>();
      const twice: string[] = [];
      for (const file of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
        for (const id of Object.keys(JSON.parse(readFileSync(join(dir, file), "utf8")))) {
          if (seen.has(id)) twice.push(`${locale}: ${id} in ${seen.get(id)} and ${file}`);
          seen.set(id, file);
        }
      }
      expect(twice).toEqual([]);
    }
  });
});
