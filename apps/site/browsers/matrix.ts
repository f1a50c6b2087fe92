import { afterAll, beforeAll, describe, inject } from "vitest";
import type { BrowserName, Driver } from "./driver";
import { launchFirefox } from "./firefox";
import { launchWebKit } from "./webkit";

export type Locale = "en" | "ar";

const launchers: Record<BrowserName, (baseURL: string) => Promise<Driver>> = {
  firefox: launchFirefox,
  webkit: launchWebKit,
};

const browsers = Object.keys(launchers) as BrowserName[];
const locales: Locale[] = ["en", "ar"];

/**
 * Declares the checks of `define` for every browser and both locales. One browser runs at a time:
 * each is launched before its checks and closed after them.
 */
export function inEveryBrowser(define: (driver: () => Driver, locale: Locale) => void): void {
  describe.each(browsers)("%s", (name) => {
    let driver: Driver | undefined;
    beforeAll(async () => {
      driver = await launchers[name](inject("baseURL"));
    });
    afterAll(async () => {
      await driver?.close();
    });
    const current = () => {
      if (!driver) throw new Error(`${name} did not start`);
      return driver;
    };
    describe.each(locales)("/%s", (locale) => define(current, locale));
  });
}
