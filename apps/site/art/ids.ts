/** Every illustration the site shows, by the subject it draws. */
export const illustrationIds = [
  "home-hero",
  "services-overview",
  "storage-consultancy",
  "integrated-logistics",
  "smart-platform",
  "rawafed-park",
  "wood-factory",
  "metal-factory",
  "consulting-engineers",
  "logistics-consulting",
  "racking-systems",
  "dock-levelers",
  "fixed-elevators",
  "mobile-ramps",
  "firefighting",
  "epoxy-flooring",
  "news-exhibition",
  "news-platform-launch",
  "news-park-opens",
  "news-board-term",
  "blog-racking",
  "blog-cold-chain",
  "blog-ai-warehouse",
] as const;
export type IllustrationId = (typeof illustrationIds)[number];

/**
 * The scenes that may be mirrored for right-to-left pages: they have a direction (trucks driving,
 * a route) and mirroring changes no meaning. Interiors, boardrooms and charts stay as drawn.
 */
export const mirroredInRtl: ReadonlySet<IllustrationId> = new Set<IllustrationId>([
  "home-hero",
  "integrated-logistics",
  "mobile-ramps",
  "news-park-opens",
]);
