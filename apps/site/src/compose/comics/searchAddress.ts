import { readSearchParams } from "../../server/comics/searchParams";

/** The search page's query as its address holds it: the filters asked for, under the form's names. */
export interface SearchAddress {
  q?: string;
  genre?: string[];
  exclude?: string[];
  status?: string;
  language?: string;
  direction?: string;
  sort?: string;
  page?: string;
}

/**
 * What a search address asks for, read leniently (unknown values dropped) and without defaults
 * added: the page's address stays the one the form or a link wrote.
 */
export function searchInAddress(raw: Record<string, unknown>): SearchAddress {
  const read = readSearchParams(raw);
  const address: SearchAddress = {};
  if (read.q) address.q = read.q;
  if (read.genres.length) address.genre = read.genres;
  if (read.exclude.length) address.exclude = read.exclude;
  if (read.status) address.status = read.status;
  if (read.language) address.language = read.language;
  if (read.direction) address.direction = read.direction;
  if (typeof raw.sort === "string" && raw.sort === read.sort) address.sort = read.sort;
  if (read.page > 1) address.page = String(read.page);
  return address;
}
