// An authenticator app set up from the command line (`npm run users -- add ... --totp`), stored as
// better-auth's two-factor plugin stores one set up in the site: the TOTP secret and the backup
// codes encrypted with the auth secret, so log-in checks its codes as any other.
import { createOTP } from "@better-auth/utils/otp";
import { generateRandomString, symmetricEncrypt } from "better-auth/crypto";
import { BACKUP_CODE_COUNT, TOTP_ISSUER } from "./constants";

export interface NewAuthenticator {
  /** Stored: the encrypted secret and backup codes (better-auth's `twoFactor` model). */
  secret: string;
  backupCodes: string;
  /** Shown once: what an authenticator app takes (as a link or a QR code), and the codes. */
  uri: string;
  codes: string[];
}

/** A backup code as the plugin makes them: five letters or digits, a dash, five more. */
const backupCode = () => {
  const code = generateRandomString(10, "a-z", "0-9", "A-Z");
  return `${code.slice(0, 5)}-${code.slice(5)}`;
};

export async function newAuthenticator(email: string, key: string): Promise<NewAuthenticator> {
  // The plugin's own length and alphabet; apps read it base32-encoded from the URI.
  const secret = generateRandomString(32);
  const codes = Array.from({ length: BACKUP_CODE_COUNT }, backupCode);
  return {
    secret: await symmetricEncrypt({ key, data: secret }),
    backupCodes: await symmetricEncrypt({ key, data: JSON.stringify(codes) }),
    uri: createOTP(secret, { digits: 6, period: 30 }).url(TOTP_ISSUER, email),
    codes,
  };
}
