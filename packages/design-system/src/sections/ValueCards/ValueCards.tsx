import { CardGrid, type CardGridProps } from "../CardGrid/CardGrid";

export type ValueCardsProps = Omit<CardGridProps, "variant">;

/** Values, standards, mission and vision: cards with a gold accent bar. */
export function ValueCards(props: ValueCardsProps) {
  return <CardGrid {...props} variant="accent" />;
}
