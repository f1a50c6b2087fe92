/** The verification link works once, for this long (CONTRACT.md). */
export const VERIFY_LINK_HOURS = 24;
/** The reset code: 6 digits, single use, 10 minutes, at most 5 tries (CONTRACT.md). */
export const RESET_CODE_SECONDS = 600;
export const RESET_CODE_ATTEMPTS = 5;
/** A session lasts this long, renewed once a day while used. */
export const SESSION_DAYS = 30;
/** The name an authenticator app shows beside the account (the `otpauth://` URI's issuer). */
export const TOTP_ISSUER = "Rawafed";
/** One-time backup codes given with an authenticator app, each usable once. */
export const BACKUP_CODE_COUNT = 10;
