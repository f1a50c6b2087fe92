// The address's query as plain HTML forms write it: `genre=a&genre=b` is a list, every value a
// string. The router's default would write lists as JSON (`genre=%5B%22a%22%5D`) and read
// `page=2` as a number, so a search form's GET address would never be the page's own.

type Search = Record<string, unknown>;

export function parseSearch(searchStr: string): Search {
  const params = new URLSearchParams(searchStr.startsWith("?") ? searchStr.slice(1) : searchStr);
  const search: Search = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    search[key] = values.length > 1 ? values : values[0];
  }
  return search;
}

export function stringifySearch(search: Search): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) params.append(key, String(item));
    }
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}
