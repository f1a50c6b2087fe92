import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { Key, remote } from "webdriverio";
import { address, type Driver, type ElementState, type Target, waitFor } from "./driver";
import { query } from "./inPage";
import { freePort, startProcess, stopProcess } from "./processes";
import { startXvfb } from "./xvfb";

const DRIVER = process.env.WEBKIT_DRIVER_PATH ?? "/usr/bin/WebKitWebDriver";
const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
/** WebKitGTK will not make its window narrower. */
const MIN_WIDTH = 447;

/**
 * WebKitGTK's MiniBrowser through WebKitWebDriver (classic WebDriver only: it refuses BiDi's
 * `webSocketUrl`, so webdriverio is told not to ask for it). It needs an X display: the one in
 * DISPLAY, or an Xvfb of its own.
 */
export async function launchWebKit(baseURL: string): Promise<Driver> {
  for (const path of [DRIVER, MINIBROWSER]) {
    if (!existsSync(path)) {
      throw new Error(
        `WebKitGTK not found at ${path}: install Debian's package (apt-get install webkit2gtk-driver).`,
      );
    }
  }
  const xvfb = process.env.DISPLAY ? null : await startXvfb();
  const port = await freePort();
  let driver: ChildProcess | null = null;
  try {
    driver = startProcess(DRIVER, [`--port=${port}`], {
      DISPLAY: xvfb?.display ?? process.env.DISPLAY ?? "",
    });
    const status = `http://127.0.0.1:${port}/status`;
    await waitFor(
      "WebKitWebDriver to answer",
      () =>
        fetch(status).then(
          (response) => response.ok,
          () => false,
        ),
      Boolean,
    );
    const browser = await remote({
      hostname: "127.0.0.1",
      port,
      path: "/",
      logLevel: "warn",
      capabilities: {
        browserName: "MiniBrowser",
        "wdio:enforceWebDriverClassic": true,
        "webkitgtk:browserOptions": { binary: MINIBROWSER, args: ["--automation"] },
      },
    });
    await browser.setWindowSize(1280, 900);
    return webdriver(browser, baseURL, async () => {
      await browser.deleteSession().catch(() => {});
      await stopProcess(driver);
      await xvfb?.stop();
    });
  } catch (error) {
    await stopProcess(driver);
    await xvfb?.stop();
    throw error;
  }
}

type Browser = Awaited<ReturnType<typeof remote>>;

declare global {
  namespace WebdriverIO {
    /** WebKitGTK's own capability: which browser WebKitWebDriver starts, with what arguments. */
    interface Capabilities {
      "webkitgtk:browserOptions"?: { binary: string; args: string[] };
    }
  }
}

function webdriver(browser: Browser, baseURL: string, close: () => Promise<void>): Driver {
  const element = async (target: Target) => {
    const reference = await browser.execute(query, target, "element");
    if (!reference) throw new Error(`No element for ${JSON.stringify(target)}`);
    return browser.$(reference as unknown as WebdriverIO.Element);
  };
  return {
    browser: "webkit",
    minWidth: MIN_WIDTH,
    async goto(path) {
      await browser.url(address(baseURL, path));
    },
    async setWidth(width) {
      if (width < MIN_WIDTH) throw new Error(`WebKitGTK's window stops at ${MIN_WIDTH} px`);
      await browser.setWindowSize(width, width < 600 ? 844 : 900);
    },
    async click(target, options) {
      const found = await element(target);
      if (!options?.hold) return found.click();
      // WebDriver's element click has no hold: the same press as pointer actions.
      // Instantly: the site scrolls smoothly, and a press aimed mid-scroll lands elsewhere.
      await found.scrollIntoView({ block: "center", behavior: "instant" });
      await browser
        .action("pointer")
        .move({ origin: found })
        .down()
        .pause(options.hold)
        .up()
        .perform();
    },
    async type(target, text) {
      await (await element(target)).addValue(text);
    },
    async press(key) {
      await browser.keys(Key[key]);
    },
    async reach() {
      await browser.action("pointer").move({ x: 3, y: 3 }).move({ x: 2, y: 2 }).perform();
    },
    async inspect(target) {
      return (await browser.execute(query, target, "state")) as ElementState;
    },
    // webdriverio's types turn element arguments into references; ours are plain data.
    evaluate: (fn, ...args) => browser.execute(fn as (...a: unknown[]) => never, ...args),
    close,
  };
}
