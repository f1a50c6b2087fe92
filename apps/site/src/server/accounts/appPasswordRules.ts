// What an app password is (appPasswords.ts), apart so that the accounts service (auth.ts) can be
// set up with it without importing the endpoints that use that service.

/** The start of every app password: tells it apart from an account's password at a glance. */
export const APP_PASSWORD_PREFIX = "rwf_";
/** How many one account may hold. */
export const APP_PASSWORDS_MAX = 20;
/** Calls a minute with one key: a long chapter streamed page by page, with its feeds. */
export const APP_PASSWORD_CALLS_PER_MINUTE = 600;
/** What an app password may do, and all it may do. */
export const OPDS_READ = { opds: ["read"] };
