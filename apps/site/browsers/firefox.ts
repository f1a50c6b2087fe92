import { existsSync } from "node:fs";
import puppeteer, { type ElementHandle } from "puppeteer-core";
import { address, type Driver, type ElementState, type Target } from "./driver";
import { query } from "./inPage";

const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";

/** Debian's Firefox ESR, headless, driven by puppeteer-core over WebDriver BiDi. */
export async function launchFirefox(baseURL: string): Promise<Driver> {
  if (!existsSync(FIREFOX)) {
    throw new Error(
      `Firefox ESR not found at ${FIREFOX}: install Debian's package (apt-get install firefox-esr).`,
    );
  }
  const browser = await puppeteer.launch({
    browser: "firefox",
    executablePath: FIREFOX,
    headless: true,
  });
  const page = await browser.newPage();
  let height = 900;
  await page.setViewport({ width: 1280, height });

  const element = async (target: Target): Promise<ElementHandle<Element>> => {
    const handle = (await page.evaluateHandle(query, target, "element")).asElement();
    if (!handle) throw new Error(`No element for ${JSON.stringify(target)}`);
    return handle as ElementHandle<Element>;
  };

  return {
    browser: "firefox",
    minWidth: 0,
    async goto(path) {
      // Firefox now and then reports a navigation begun as the last page still settled as
      // aborted (NS_BINDING_ABORTED); asked again, it goes.
      for (let attempt = 1; ; attempt++) {
        try {
          await page.goto(address(baseURL, path));
          return;
        } catch (error) {
          if (attempt === 3 || !String(error).includes("NS_BINDING_ABORTED")) throw error;
        }
      }
    },
    async setWidth(width) {
      height = width < 600 ? 844 : 900;
      await page.setViewport({ width, height });
    },
    async click(target, options) {
      await (await element(target)).click({ delay: options?.hold ?? 0 });
    },
    async type(target, text) {
      await (await element(target)).type(text);
    },
    async press(key) {
      await page.keyboard.press(key);
    },
    async reach() {
      await page.mouse.move(3, 3);
      await page.mouse.move(2, 2);
    },
    async inspect(target) {
      return (await page.evaluate(query, target, "state")) as ElementState;
    },
    // puppeteer's types unwrap handle arguments; ours are plain data.
    evaluate: (fn, ...args) => page.evaluate(fn as (...a: unknown[]) => never, ...args),
    close: () => browser.close(),
  };
}
