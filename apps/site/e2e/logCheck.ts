// After the whole browser run (Playwright's global teardown): the server's log, every line of it,
// holds no password, code, token, cookie, authorization value or e-mail address (issue #33;
// test/logLeaks.ts says what is looked for, and the outbox's record it allows).
import { existsSync } from "node:fs";
import { findLeaksIn } from "../test/logLeaks";
import { siteLogFile } from "./siteLog";

export default function checkTheLog(): void {
  const file = siteLogFile();
  if (!existsSync(file)) throw new Error(`the server wrote no log at ${file}`);
  const { leaks, lines } = findLeaksIn(file);
  if (leaks.length === 0) {
    console.log(`log check: ${lines} lines of ${file}, none holds what it must not`);
    return;
  }
  const listed = leaks
    .slice(0, 20)
    .map((leak) => `  line ${leak.line}: ${leak.why}: ${leak.text.slice(0, 300)}`)
    .join("\n");
  throw new Error(`the server's log holds what it must not (${leaks.length}):\n${listed}`);
}
