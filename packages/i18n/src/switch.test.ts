import { afterEach, describe, expect, it, vi } from "vitest";
import { createPagePaths } from "./paths";
import { switchLocale } from "./switch";

const { twinPath } = createPagePaths({ news: { en: "news", ar: "الأخبار" } });

describe("switchLocale", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("writes the cookie, then navigates to the twin page with its Arabic slug", async () => {
    const jar: string[] = [];
    vi.stubGlobal("document", {
      set cookie(value: string) {
        jar.push(value);
      },
    });
    vi.stubGlobal("window", { location: { protocol: "https:", pathname: "/en/news" } });
    const navigate = vi.fn();
    await switchLocale("ar", navigate, twinPath);
    expect(jar).toEqual(["locale=ar; Max-Age=31536000; Path=/; SameSite=Lax; Secure"]);
    expect(navigate).toHaveBeenCalledWith("/ar/الأخبار");
  });
});
