import { Grid, type GridColumns } from "../../components/Grid/Grid";
import { BoardMember, type Person } from "../BoardMember/BoardMember";
import { Section, type SectionBaseProps } from "../shared/Section";

export interface PeopleGridProps extends SectionBaseProps {
  /** Team members, leaders or board members. */
  items: readonly Person[];
  /** A label for the section when it has no heading (e.g. the page title). */
  label?: string;
  columns?: GridColumns;
}

/** A list of people's cards: the team, the executive leadership, the board of directors. */
export function PeopleGrid({ heading, id, tone, items, label, columns }: PeopleGridProps) {
  const withBios = items.some((person) => person.bio);
  return (
    <Section heading={heading} id={id} tone={tone} label={label}>
      <Grid
        as="ul"
        columns={
          columns ?? (withBios ? { mobile: 1, tablet: 2 } : { mobile: 1, tablet: 2, desktop: 3 })
        }
      >
        {items.map((person) => (
          <BoardMember key={`${person.name}-${person.role}`} {...person} />
        ))}
      </Grid>
    </Section>
  );
}
