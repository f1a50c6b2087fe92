// Refuses `npm install` at the root: the workspace is pnpm's, and npm would half-install it.
const agent = process.env.npm_config_user_agent ?? "";
if (!agent.startsWith("pnpm/")) {
  console.error(
    [
      "",
      "This repository is a pnpm workspace; `npm install` is not supported here.",
      "Use the two commands of the README instead (they install what is missing):",
      "  npm start   builds and serves the site",
      "  npm test    runs every check",
      "or, with pnpm 10: `npx pnpm@10.34.8 install`.",
      "",
    ].join("\n"),
  );
  process.exit(1);
}
