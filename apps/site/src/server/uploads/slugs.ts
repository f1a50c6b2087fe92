// Slugs for what translators upload: readable Latin from the name when it has any, unique by a
// short random tail when the plain one is taken.
import { randomBytes } from "node:crypto";

/** `The Salt Road!` → `the-salt-road`; a name with no Latin letters or digits gives `fallback`. */
export function slugOf(name: string, fallback: string): string {
  const plain = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return plain || fallback;
}

/** The slug, or with a random tail when `taken` says the plain one is used. */
export async function freeSlug(
  base: string,
  taken: (slug: string) => Promise<boolean>,
): Promise<string> {
  if (!(await taken(base))) return base;
  for (;;) {
    const slug = `${base}-${randomBytes(3).toString("hex")}`;
    if (!(await taken(slug))) return slug;
  }
}
