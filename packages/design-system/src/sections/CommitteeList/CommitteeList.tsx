import { useT } from "@rawafed/i18n";
import { Card } from "../../components/Card/Card";
import { Grid } from "../../components/Grid/Grid";
import {
  ItemHeading,
  Section,
  type SectionBaseProps,
  useItemHeadingLevel,
} from "../shared/Section";
import { body, itemTitle } from "../shared/section.css";
import * as styles from "./CommitteeList.css";

export interface CommitteeMember {
  name: string;
  role: string;
}

export interface Committee {
  name: string;
  description: string;
  members: readonly CommitteeMember[];
}

export interface CommitteeListProps extends SectionBaseProps {
  items: readonly Committee[];
}

/** Board committees: name (h3), mandate, and the list of members with their roles. */
export function CommitteeList({ heading, id, tone, items }: CommitteeListProps) {
  return (
    <Section heading={heading} id={id} tone={tone}>
      <Grid as="ul" columns={{ mobile: 1, tablet: items.length > 1 ? 2 : 1 }}>
        {items.map((committee) => (
          <CommitteeCard key={committee.name} committee={committee} />
        ))}
      </Grid>
    </Section>
  );
}

function CommitteeCard({ committee }: { committee: Committee }) {
  const t = useT();
  const SubHeading = `h${useItemHeadingLevel() + 1}` as "h3" | "h4";
  return (
    <Card as="li" accent>
      <ItemHeading className={itemTitle}>{committee.name}</ItemHeading>
      <p className={body}>{committee.description}</p>
      <SubHeading className={styles.membersHeading}>
        {t("section.committees.memberCount", { count: committee.members.length })}
      </SubHeading>
      <ul className={styles.members}>
        {committee.members.map((member) => (
          <li key={member.name} className={styles.member}>
            <span className={styles.memberName}>{member.name}</span>
            <span className={styles.memberRole}>{member.role}</span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
