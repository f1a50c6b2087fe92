/** The verification link works once, for this long (CONTRACT.md). */
export const VERIFY_LINK_HOURS = 24;
/** The reset code: 6 digits, single use, 10 minutes, at most 5 tries (CONTRACT.md). */
export const RESET_CODE_SECONDS = 600;
export const RESET_CODE_ATTEMPTS = 5;
/** A session lasts this long, renewed once a day while used. */
export const SESSION_DAYS = 30;
