// An authenticator app as the suites and the bench hold one: RFC 6238 codes (HMAC-SHA1, 30 s,
// 6 digits) from the base32 secret of an `otpauth://` URI, written from the RFCs and not from the
// server's code, so a passing test proves the site works with any standard app.
import { createHmac } from "node:crypto";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/** @param {string} text */
function base32Decode(text) {
  let bits = 0;
  let value = 0;
  const bytes = [];
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The secret of an `otpauth://totp/...` URI, checked to be one. @param {string} uri */
export function secretOf(uri) {
  const url = new URL(uri);
  if (url.protocol !== "otpauth:" || url.host !== "totp") throw new Error(`not a TOTP URI: ${uri}`);
  const secret = url.searchParams.get("secret");
  if (!secret) throw new Error(`no secret in ${uri}`);
  return base32Decode(secret);
}

/** The code an app shows at `time` (ms) for this secret. @param {Buffer} secret */
export function totpCode(secret, time = Date.now()) {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(time / 30_000)));
  const mac = createHmac("sha1", secret).update(counter).digest();
  const offset = (mac.at(-1) ?? 0) & 0x0f;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 1_000_000).padStart(6, "0");
}

/** The `otpauth://` URI in the operator's tool's output, or "". @param {string} output */
export const uriInOutput = (output) => output.match(/^otpauth:\/\/totp\/\S+$/m)?.[0] ?? "";
