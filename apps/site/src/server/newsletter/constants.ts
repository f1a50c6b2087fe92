// The newsletter's numbers and names the pages share with the server: no imports here, as the
// pages' code runs in the browser too.

/** How long a confirmation link works. */
export const CONFIRM_TTL_HOURS = 48;

/** At most one confirmation mail per address in this time: the form cannot flood an inbox. */
export const CONFIRM_RESEND_MS = 5 * 60_000;

/** The field the unsubscribe page's form adds: its post is answered with the page, not JSON. */
export const RETURN_FIELD = "return";
export const RETURN_TO_PAGE = "page";
