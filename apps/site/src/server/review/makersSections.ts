// The console's sections for the platform's people and their comics (no server code: the route
// imports it): translator applications, comic requests, comics comments, chapter reports, the log.
export const MAKERS_SECTIONS = [
  "translators",
  "requests",
  "comicComments",
  "reports",
  "log",
] as const;
export type MakersSection = (typeof MAKERS_SECTIONS)[number];

export const isMakersSection = (section: string): section is MakersSection =>
  (MAKERS_SECTIONS as readonly string[]).includes(section);
