// Every component folder has its docs page beside its stories (`Component.mdx`), attached to them
// and with the sections every page has; the foundations and guides pages are all there.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const root = fileURLToPath(new URL("../../", import.meta.url));

function filesUnder(directory: string, suffix: string): string[] {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(suffix))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((path) => !path.includes("node_modules") && !path.includes("__screenshots__"));
}

const storyFiles = ["design-system", "forms", "i18n"].flatMap((name) => {
  const src = join(root, "packages", name, "src");
  return existsSync(src) ? filesUnder(src, ".stories.tsx") : [];
});
const folders = [...new Set(storyFiles.map((file) => dirname(file)))].sort();

/** The sections every component's page has, in this order. */
const sections = [
  "## When to use it",
  "## When to use something else",
  "## States",
  "## Keyboard and screen readers",
  "## Right to left",
  "## Props",
];

describe("component docs pages", () => {
  it("finds the component folders", () => {
    expect(folders.length).toBeGreaterThan(150);
  });

  it.for(folders.map((folder) => relative(root, folder)))("%s has its docs page", (folder) => {
    const directory = join(root, folder);
    const stories = readdirSync(directory).filter((file) => file.endsWith(".stories.tsx"));
    const pages = readdirSync(directory).filter((file) => file.endsWith(".mdx"));
    // One page per stories file, named as it (`Reader.stories.tsx`, `Reader.mdx`).
    expect(pages.sort()).toEqual(
      stories.map((file) => file.replace(/\.stories\.tsx$/, ".mdx")).sort(),
    );
    for (const file of stories) checkPage(directory, file);
  });
});

/** The page beside a stories file: attached to it, with every section in order. */
function checkPage(directory: string, storiesFile: string) {
  const page = readFileSync(
    join(directory, storiesFile.replace(/\.stories\.tsx$/, ".mdx")),
    "utf8",
  );
  // Attached to its stories: its props and stories are read from them.
  expect(page, "imports its stories").toContain(`from "./${storiesFile.replace(/\.tsx$/, "")}"`);
  expect(page).toMatch(/<Meta of=\{\w+\} \/>/);
  expect(page).toMatch(/^# \S/m);
  const found = sections.map((section) => page.indexOf(`\n${section}\n`));
  expect(
    sections.filter((_, index) => (found[index] ?? -1) < 0),
    "missing sections",
  ).toEqual([]);
  expect(
    [...found].sort((a, b) => a - b),
    "sections in order",
  ).toEqual(found);
  // English and Arabic side by side, then the props from the component's types and its stories.
  expect(page).toMatch(/<Directions en=\{\w+\.\w+\} ar=\{\w+\.\w+\} \/>/);
  expect(page).toMatch(/<ArgTypes of=\{\w+\} \/>/);
  expect(page).toMatch(/<Stories title="Examples" \/>/);
}

const docsRoot = join(root, ".storybook", "docs");
const required = [
  "Introduction.mdx",
  "foundations/Colour.mdx",
  "foundations/Typography.mdx",
  "foundations/Spacing.mdx",
  "foundations/Radii.mdx",
  "foundations/Breakpoints.mdx",
  "foundations/Motion.mdx",
  "foundations/Icons.mdx",
  "guides/BothLanguages.mdx",
  "guides/BuildingAForm.mdx",
  "guides/ComposingAPage.mdx",
  "guides/ComicsScreens.mdx",
  "guides/StudioScreens.mdx",
];

describe("foundations and guides", () => {
  it.for(required)("%s is there, with a title", (path) => {
    const file = join(docsRoot, path);
    expect(existsSync(file)).toBe(true);
    const page = readFileSync(file, "utf8");
    expect(page).toMatch(/<Meta title="[^"]+" \/>/);
    expect(page).toMatch(/^# \S/m);
  });
});
