import { describe, expect, it } from "vitest";
import { deviceName } from "./people";

describe("a session's device, as the admins see it", () => {
  it("names the browser and the system of common user agents", () => {
    expect(
      deviceName(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0",
      ),
    ).toBe("Edge · Windows");
    expect(
      deviceName(
        "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
      ),
    ).toBe("Safari · iOS");
    expect(deviceName("Mozilla/5.0 (Android 15; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0")).toBe(
      "Firefox · Android",
    );
  });

  it("says nothing it cannot tell", () => {
    expect(deviceName(null)).toBeNull();
    expect(deviceName("")).toBeNull();
    expect(deviceName("curl/8.5.0")).toBeNull();
  });
});
