import { isAPIError } from "better-auth/api";
import { describe, expect, it } from "vitest";
import { hasFactor, requireUserVerified } from "./factors";

const used = (userVerified: boolean) => ({
  verification: { authenticationInfo: { userVerified } },
});

describe("second factors", () => {
  it("takes a passkey log-in only when its device checked its person", async () => {
    await expect(requireUserVerified(used(true))).resolves.toBeUndefined();
    const refused = await requireUserVerified(used(false)).catch((error: unknown) => error);
    expect(isAPIError(refused)).toBe(true);
    expect((refused as { body?: { code?: string } }).body?.code).toBe("PASSKEY_NOT_UNLOCKED");
  });

  it("counts an app or any passkey as a factor", () => {
    expect(hasFactor({ app: false, passkeys: 0 })).toBe(false);
    expect(hasFactor({ app: true, passkeys: 0 })).toBe(true);
    expect(hasFactor({ app: false, passkeys: 2 })).toBe(true);
  });
});
