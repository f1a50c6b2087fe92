/** The query of a page opened from an e-mail link: its token, when it is a string. */
export function tokenSearch(search: Record<string, unknown>): { token?: string } {
  return typeof search.token === "string" ? { token: search.token } : {};
}
