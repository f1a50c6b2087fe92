import { locales } from "@rawafed/i18n";
import { notFound } from "@tanstack/react-router";
import * as z from "zod/mini";
import type { StaticPageId } from "../../content/schema";
import { staticPageIds } from "../../site/paths";

/**
 * A server function's input, checked: a server function is a public endpoint, so whatever a
 * client sends it is read through a schema. Input it cannot read names no page: 404, never a 500
 * from a lookup that went wrong.
 */
export function validInput<S extends z.ZodMiniType>(schema: S) {
  // Typed as the schema's input, so callers are checked at compile time too.
  return (data: z.input<S>): z.output<S> => {
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw notFound();
    return parsed.data;
  };
}

const slug = () => z.string().check(z.minLength(1), z.maxLength(200));

/** The parts of content server functions' inputs. */
export const input = {
  locale: z.enum(locales),
  page: z.enum(staticPageIds as readonly StaticPageId[] as [StaticPageId, ...StaticPageId[]]),
  slug,
};
