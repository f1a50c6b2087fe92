import type { LinkComponentProps } from "@rawafed/design-system";
import { createLink } from "@tanstack/react-router";
import { forwardRef } from "react";

const Anchor = forwardRef<HTMLAnchorElement, LinkComponentProps>(function Anchor(props, ref) {
  // biome-ignore lint/a11y/useAnchorContent: content arrives through props.children
  return <a ref={ref} {...props} />;
});

const CreatedLink = createLink(Anchor);

/** The design system's links navigate through the router (preload on intent, no full reload). */
export function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <CreatedLink to={href} {...rest} />;
}
