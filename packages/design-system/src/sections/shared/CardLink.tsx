import { useT } from "@rawafed/i18n";
import { ArrowIcon } from "../../components/Icon";
import { Link } from "../../components/Link/Link";
import { VisuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden";
import { arrowLink, pushEnd, stretchedLink } from "./section.css";

export interface CardLinkProps {
  href: string;
  /** The item's title: it completes the link's accessible name ("Learn more about …"). */
  title: string;
  /** Stretches the link over the whole (positioned) card. */
  stretched?: boolean;
}

/** "Learn more →" at the foot of a card; its accessible name names the card. */
export function CardLink({ href, title, stretched = true }: CardLinkProps) {
  const t = useT();
  const classes = [arrowLink, pushEnd, stretched && stretchedLink].filter(Boolean).join(" ");
  return (
    <Link bare className={classes} href={href}>
      <span aria-hidden="true">{t("action.learnMore")}</span>
      <VisuallyHidden>{t("action.learnMoreAbout", { name: title })}</VisuallyHidden>
      <ArrowIcon />
    </Link>
  );
}
