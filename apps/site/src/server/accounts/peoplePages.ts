// The people section's read server function: who asks is checked (an admin, in a session opened
// with its second factor), then one page of people is read.
import { createServerFn } from "@tanstack/react-start";
import { getRequestHeaders } from "@tanstack/react-start/server";
import { getDb } from "../db/index";
import { forbidden, secondFactorRequired, unauthorized } from "../http/answers";
import { findPeople, PEOPLE_PAGE_SIZE, type PersonEntry } from "./people";
import { ADMIN_ROLES } from "./roles";
import { viewerOf } from "./viewer";

export interface PeopleData {
  items: PersonEntry[];
  total: number;
  page: number;
  pageCount: number;
  query: string;
  /** The admin asking (their own entry changes nothing here). */
  self: string;
}

/** The address's search, read leniently: words up to 200 characters, a page from 1. */
function readSearch(input: { q?: unknown; page?: unknown }): { query: string; page: number } {
  const query = typeof input.q === "string" ? input.q.slice(0, 200) : "";
  const page = Number(input.page);
  return { query, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 };
}

export const getPeople = createServerFn({ method: "GET" })
  .validator((input: { q?: unknown; page?: unknown }) => input)
  .handler(async ({ data }): Promise<PeopleData> => {
    const viewer = await viewerOf(new Headers(getRequestHeaders()));
    if (!viewer) throw unauthorized();
    if (!ADMIN_ROLES.includes(viewer.role)) throw forbidden("People and roles are for admins.");
    if (!viewer.secondFactorSession) throw secondFactorRequired();
    const { query, page } = readSearch(data);
    const found = await findPeople(await getDb(), query, page);
    const pageCount = Math.max(1, Math.ceil(found.total / PEOPLE_PAGE_SIZE));
    return { ...found, page, pageCount, query, self: viewer.id };
  });
