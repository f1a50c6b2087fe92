#!/usr/bin/env node
// `npm run users -- add EMAIL --role reviewer` (password from standard input), `list`,
// `set-role EMAIL ROLE`: the operator's accounts tool. The commands are TypeScript beside the
// server's own code (src/server/accounts/cli.ts), loaded through Vite's module runner.
import { fileURLToPath } from "node:url";
import { runnerImport } from "vite";

/** The password: typed without echo on a terminal, else the first line of standard input. */
function readPassword() {
  const input = process.stdin;
  if (!input.isTTY) {
    return new Promise((resolve, reject) => {
      let data = "";
      input.setEncoding("utf8");
      input.on("data", (chunk) => {
        data += chunk;
      });
      input.on("end", () => resolve(data.split(/\r?\n/)[0] ?? ""));
      input.on("error", reject);
    });
  }
  process.stderr.write("Password: ");
  return new Promise((resolve) => {
    let typed = "";
    input.setRawMode(true);
    input.setEncoding("utf8");
    const onData = (key) => {
      if (key === "\u0003") process.exit(130);
      if (key === "\r" || key === "\n") {
        input.setRawMode(false);
        input.pause();
        input.off("data", onData);
        process.stderr.write("\n");
        resolve(typed);
      } else if (key === "\u007f") {
        typed = typed.slice(0, -1);
      } else {
        typed += key;
      }
    };
    input.on("data", onData);
  });
}

const { module } = await runnerImport(
  fileURLToPath(new URL("../src/server/accounts/cli.ts", import.meta.url)),
  { logLevel: "silent" },
);
const code = await module.runUsers(process.argv.slice(2), {
  readPassword,
  out: (line) => console.log(line),
});
process.exit(code);
