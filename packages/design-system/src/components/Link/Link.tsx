import { useContext } from "react";
import { link } from "./Link.css";
import { LinkComponentContext, type LinkComponentProps } from "./LinkComponentContext";

export interface LinkProps extends Omit<LinkComponentProps, "style"> {
  /** Drops the default link look, for links styled by their own component. */
  bare?: boolean;
}

/** A link that navigates with the app's router when one is provided. */
export function Link({ bare = false, className, ...rest }: LinkProps) {
  const Anchor = useContext(LinkComponentContext);
  return (
    <Anchor {...rest} className={bare ? className : [link, className].filter(Boolean).join(" ")} />
  );
}
