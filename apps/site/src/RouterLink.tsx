import { type LinkComponentProps, PlainAnchor } from "@rawafed/design-system";
import { createLink } from "@tanstack/react-router";
import { toRouterPath } from "./site/paths";

const CreatedLink = createLink(PlainAnchor);

const isInternal = (href: string) => href.startsWith("/") && !href.startsWith("//");

/**
 * The design system's links navigate through the router (preload on intent, no full reload).
 * They carry public paths (`/ar/الأخبار`); the router works on its own (`/ar/news`).
 */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  if (!isInternal(href) || href.startsWith("/files/")) {
    return <a href={href} {...rest} />;
  }
  // Only the page itself is marked current (`aria-current="page"`): by default the router marks
  // every link to a path above it too, so /en/account would be "current" on its settings page.
  return <CreatedLink to={toRouterPath(href)} activeOptions={{ exact: true }} {...rest} />;
}
