import { useT } from "@rawafed/i18n";
import { Section, type SectionBaseProps } from "../shared/Section";
import * as styles from "./OrganizationChart.css";

export interface OrgChartNode {
  title: string;
  children?: readonly OrgChartNode[] | undefined;
}

export interface OrganizationChartProps extends SectionBaseProps {
  /** The top of the organization (e.g. the general assembly). */
  root: OrgChartNode;
}

const deepest = 4;

function Branch({ nodes, depth }: { nodes: readonly OrgChartNode[]; depth: number }) {
  // Parallel units that each have their own units (the sectors) sit side by side.
  const asGrid = nodes.length > 2 && nodes.every((node) => node.children?.length);
  return (
    <ul className={[styles.branch, asGrid && styles.branchGrid].filter(Boolean).join(" ")}>
      {nodes.map((node) => (
        <Node key={node.title} node={node} depth={depth} inGrid={asGrid} />
      ))}
    </ul>
  );
}

function Node({
  node,
  depth,
  inGrid = false,
}: {
  node: OrgChartNode;
  depth: number;
  inGrid?: boolean;
}) {
  const level = Math.min(depth, deepest) as keyof typeof styles.level;
  return (
    <li className={inGrid ? `${styles.node} ${styles.gridNode}` : styles.node}>
      <span className={styles.level[level]}>{node.title}</span>
      {node.children?.length ? <Branch nodes={node.children} depth={depth + 1} /> : null}
    </li>
  );
}

/**
 * The organization as nested lists: each unit is a list item whose units are a nested list, so
 * assistive technology announces the levels and counts. Lines are drawn on the inline start side.
 */
export function OrganizationChart({ heading, id, tone, root }: OrganizationChartProps) {
  const t = useT();
  return (
    <Section heading={heading} id={id} tone={tone} label={t("section.orgChart.label")}>
      <ul className={styles.tree} aria-label={heading ?? t("section.orgChart.label")}>
        <Node node={root} depth={0} />
      </ul>
    </Section>
  );
}
