import { type AnchorHTMLAttributes, type ComponentType, createContext, forwardRef } from "react";

export type LinkComponentProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string };
export type LinkComponent = ComponentType<LinkComponentProps>;

/** A plain `<a>` taking the link props: the default link, and the base of a router link. */
export const PlainAnchor = forwardRef<HTMLAnchorElement, LinkComponentProps>(
  function PlainAnchor(props, ref) {
    return <a ref={ref} {...props} />;
  },
);

/** The app injects its router's link here (as Braid's `linkComponent`); stories get a plain anchor. */
export const LinkComponentContext = createContext<LinkComponent>(PlainAnchor);
