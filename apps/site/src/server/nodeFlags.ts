// The production server's V8 settings, which only the command line can set: V8 freezes its flags
// once it starts, and Node refuses these in NODE_OPTIONS. Measured on a migrated embedded database:
//
// - `--liftoff-only`: PGlite is 9 MB of WebAssembly. V8 compiled it with its baseline compiler
//   (Liftoff), then again with its optimizing one (TurboFan): the start's peak went from about
//   400 to 940 MB, and some 70 MB of it stayed. The cost: catalog search's p95 on 10,000 comics
//   went from 3-16 to 5-27 ms (budget 30); the contact form (database writes) ran as fast.
//   `PGLITE_OPTIMIZE=1` leaves the flag out, for a server with the memory to spare.
// - `--max-semi-space-size=8` (MB): loading the server's ES modules (drizzle's alone are some 400
//   files) leaves about 150 MB of short-lived garbage, which V8's default young generation let
//   the process hold (peak about 400 MB); with a smaller one it is collected as it goes (260 MB).
export function serverNodeFlags(env: NodeJS.ProcessEnv = process.env): string[] {
  return [...(env.PGLITE_OPTIMIZE === "1" ? [] : ["--liftoff-only"]), "--max-semi-space-size=8"];
}

/**
 * Started without the flags (`node server.mjs`), the process replaces itself with one that has
 * them: same pid, nothing loaded yet. `npm start`, the bench and the tests all run that server.
 * `process.execve` is POSIX only (Node 23.11+); elsewhere the server runs without them.
 */
export function restartWithServerFlags(): void {
  const missing = serverNodeFlags().filter((flag) => !process.execArgv.includes(flag));
  if (missing.length === 0 || typeof process.execve !== "function") return;
  process.execve(
    process.execPath,
    [process.execPath, ...process.execArgv, ...missing, ...process.argv.slice(1)],
    process.env as Record<string, string>,
  );
}
