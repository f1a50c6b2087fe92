import { isolate, useT } from "@rawafed/i18n";
import { type ReactElement, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Badge } from "../../components/Badge/Badge";
import { Button } from "../../components/Button/Button";
import { Dialog, DialogClose } from "../../components/Dialog/Dialog";
import { Link } from "../../components/Link/Link";
import { visuallyHidden } from "../../components/VisuallyHidden/VisuallyHidden.css";
import * as parts from "../accountParts/parts.css";
import { type CreditRole, creditRoleLabels } from "../ChapterCredits/ChapterCredits";
import * as confirm from "../ConfirmDialog/ConfirmDialog.css";
import * as styles from "./MyTeams.css";

export interface MyTeamMember {
  id: string;
  name: string;
  role: CreditRole;
  /** The person looking. */
  self: boolean;
}

export interface MyTeam {
  id: string;
  name: string;
  /** The team's public page. */
  href: string;
  /** The viewer's role in it. */
  role: CreditRole;
  /** The languages it translates into, localized. */
  languages: string[];
  members: MyTeamMember[];
  /** For a leader: the add-a-member form (a slot, from the forms package), titled a level below the team. */
  addMember?: ReactNode;
}

export interface MyTeamsProps {
  teams: MyTeam[];
  /** The create-a-team form (a slot, with its own title one level below the page's heading). */
  createTeam: ReactNode;
  /**
   * A leader changes a member's role; a leader removes a member; anyone leaves. Each answers an
   * error text to show, or null when done.
   */
  onRoleChange: (teamId: string, userId: string, role: CreditRole) => Promise<string | null>;
  onRemove: (teamId: string, userId: string) => Promise<string | null>;
  onLeave: (teamId: string) => Promise<string | null>;
  /** The page's heading level ("My teams"); the teams' names are one below. */
  headingLevel?: 1 | 2;
}

/**
 * A translator's teams: each with a link to its page, their role, its languages and members. A
 * leader makes another member a leader (or a member again) and removes them (asked first), and
 * adds members with the team's form; anyone leaves a team (asked first). What is done is announced
 * politely, a failure as an alert in its team; the focus moves to the team's name after a removal,
 * to the page's heading after leaving. Then the form that creates a team.
 */
export function MyTeams({
  teams,
  createTeam,
  onRoleChange,
  onRemove,
  onLeave,
  headingLevel = 1,
}: MyTeamsProps) {
  const t = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [left, changeLeft] = useOverlay(teams.map((team) => team.id).join(" "), noneLeft);
  const [announcement, setAnnouncement] = useState("");
  const refocus = useRef(false);
  const Heading = `h${headingLevel}` as "h1" | "h2";
  const shown = teams.filter((team) => !left.has(team.id));

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    heading.current?.focus();
  });

  return (
    <section className={parts.page} aria-labelledby={headingId}>
      <Heading id={headingId} ref={heading} tabIndex={-1} className={parts.heading}>
        {t("comics.account.teams")}
      </Heading>
      <p role="status" className={visuallyHidden}>
        {announcement}
      </p>
      {shown.length === 0 ? <p className={parts.empty}>{t("comics.team.empty")}</p> : null}
      {shown.map((team) => (
        <TeamCard
          key={team.id}
          team={team}
          level={(headingLevel + 1) as 2 | 3}
          announce={setAnnouncement}
          onRoleChange={onRoleChange}
          onRemove={onRemove}
          onLeave={onLeave}
          onLeft={() => {
            refocus.current = true;
            changeLeft((previous) => new Set(previous).add(team.id));
            setAnnouncement(t("comics.team.left", { team: team.name }));
          }}
        />
      ))}
      <div className={styles.create}>{createTeam}</div>
    </section>
  );
}

interface TeamCardProps extends Pick<MyTeamsProps, "onRoleChange" | "onRemove" | "onLeave"> {
  team: MyTeam;
  level: 2 | 3;
  announce: (message: string) => void;
  onLeft: () => void;
}

function TeamCard({
  team,
  level,
  announce,
  onRoleChange,
  onRemove,
  onLeave,
  onLeft,
}: TeamCardProps) {
  const t = useT();
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const refocus = useRef(false);
  // What the leader changed here, until the team's members come anew from the app.
  const basis = team.members.map((member) => `${member.id}:${member.role}`).join(" ");
  const [{ removed, roles }, change] = useOverlay(basis, noChanges);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const Title = `h${level}` as "h2" | "h3";
  const Sub = `h${level + 1}` as "h3" | "h4";
  const leads = team.role === "leader";
  const members = team.members
    .filter((member) => !removed.has(member.id))
    .map((member) => ({ ...member, role: roles[member.id] ?? member.role }));

  useEffect(() => {
    if (!refocus.current) return;
    refocus.current = false;
    heading.current?.focus();
  });

  /** Runs an action once at a time per button; its error, if any, is shown, else `done`. */
  const run = async (key: string, act: () => Promise<string | null>, done: () => void) => {
    if (busy.has(key)) return;
    setBusy((previous) => new Set(previous).add(key));
    setError(null);
    let failed: string | null;
    try {
      failed = await act();
    } finally {
      setBusy((previous) => {
        const next = new Set(previous);
        next.delete(key);
        return next;
      });
    }
    if (failed) setError(failed);
    else done();
  };

  const changeRole = (member: MyTeamMember, role: CreditRole) =>
    run(
      `role:${member.id}`,
      () => onRoleChange(team.id, member.id, role),
      () => {
        change((previous) => ({ ...previous, roles: { ...previous.roles, [member.id]: role } }));
        announce(t("comics.team.roleChanged", { name: member.name, role, team: team.name }));
      },
    );

  const remove = (member: MyTeamMember) =>
    run(
      `remove:${member.id}`,
      () => onRemove(team.id, member.id),
      () => {
        refocus.current = true;
        change((previous) => ({ ...previous, removed: new Set(previous.removed).add(member.id) }));
        announce(t("comics.team.removed", { name: member.name, team: team.name }));
      },
    );

  return (
    <article className={styles.team} aria-labelledby={`${id}-name`}>
      <Title id={`${id}-name`} ref={heading} tabIndex={-1} className={styles.name} dir="auto">
        <Link href={team.href}>{team.name}</Link>
      </Title>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.term}>{t("comics.team.yourRole")}</dt>
          <dd className={styles.detail}>{t(creditRoleLabels[team.role])}</dd>
        </div>
        {team.languages.length > 0 ? (
          <div className={styles.fact}>
            <dt className={styles.term}>{t("comics.field.languages")}</dt>
            <dd className={styles.detail}>{team.languages.join(t("comics.team.separator"))}</dd>
          </div>
        ) : null}
      </dl>
      <section className={styles.members} aria-labelledby={`${id}-members`}>
        <Sub id={`${id}-members`} className={styles.subheading}>
          {t("comics.team.members")}
        </Sub>
        <ul className={parts.rows}>
          {members.map((member) => {
            const next: CreditRole = member.role === "leader" ? "member" : "leader";
            return (
              <li key={member.id} className={styles.member}>
                <span className={styles.who}>
                  <bdi className={styles.memberName}>{member.name}</bdi>
                  <Badge tone={member.role === "leader" ? "gold" : "outline"}>
                    {t(creditRoleLabels[member.role])}
                  </Badge>
                  {member.self ? <Badge tone="neutral">{t("comics.team.you")}</Badge> : null}
                </span>
                {leads && !member.self ? (
                  <span className={styles.actions}>
                    <Button
                      variant="secondary"
                      size="small"
                      loading={busy.has(`role:${member.id}`)}
                      aria-label={t(
                        next === "leader" ? "comics.team.makeLeaderOf" : "comics.team.makeMemberOf",
                        { name: member.name },
                      )}
                      onClick={() => changeRole(member, next)}
                    >
                      {t(next === "leader" ? "comics.team.makeLeader" : "comics.team.makeMember")}
                    </Button>
                    <Confirm
                      title={t("comics.team.removeTitle")}
                      question={t("comics.team.removeConfirm", {
                        name: isolate(member.name),
                        team: isolate(team.name),
                      })}
                      onConfirm={() => remove(member)}
                      trigger={
                        <Button
                          variant="ghost"
                          size="small"
                          loading={busy.has(`remove:${member.id}`)}
                          aria-label={t("comics.team.removeOf", { name: member.name })}
                        >
                          {t("comics.team.remove")}
                        </Button>
                      }
                    />
                  </span>
                ) : null}
              </li>
            );
          })}
        </ul>
      </section>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      {leads && team.addMember ? <div className={styles.add}>{team.addMember}</div> : null}
      <div>
        <Confirm
          title={t("comics.team.leaveTitle")}
          question={t("comics.team.leaveConfirm", { team: isolate(team.name) })}
          onConfirm={() => run("leave", () => onLeave(team.id), onLeft)}
          trigger={
            <Button
              variant="secondary"
              size="small"
              loading={busy.has("leave")}
              aria-label={t("comics.team.leave", { team: team.name })}
            >
              {t("comics.team.leave", { team: isolate(team.name) })}
            </Button>
          }
        />
      </div>
    </article>
  );
}

const noneLeft = (): ReadonlySet<string> => new Set();

const noChanges = (): {
  removed: ReadonlySet<string>;
  roles: Readonly<Record<string, CreditRole>>;
} => ({ removed: new Set(), roles: {} });

/**
 * Changes made on this page (a member removed, a new role, a team left), laid over the data they
 * were made on: once the data itself changes (the app's fresh answer), it alone counts, so a
 * member removed then added again shows again.
 */
function useOverlay<T>(basis: string, empty: () => T) {
  const [overlay, setOverlay] = useState(() => ({ basis, value: empty() }));
  const value = overlay.basis === basis ? overlay.value : empty();
  const change = (update: (previous: T) => T) =>
    setOverlay((previous) => ({
      basis,
      value: update(previous.basis === basis ? previous.value : empty()),
    }));
  return [value, change] as const;
}

/**
 * A destructive action asked about first: the dialog's title names it, its question describes
 * it; Cancel (or Escape) closes it with the focus back on the trigger, Confirm does it.
 */
function Confirm({
  title,
  question,
  trigger,
  onConfirm,
}: {
  title: string;
  question: string;
  trigger: ReactElement;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Dialog title={title} description={question} trigger={trigger}>
      <div className={confirm.actions}>
        <DialogClose asChild>
          <Button variant="secondary">{t("action.cancel")}</Button>
        </DialogClose>
        <DialogClose asChild>
          <Button variant="danger" onClick={onConfirm}>
            {t("action.confirm")}
          </Button>
        </DialogClose>
      </div>
    </Dialog>
  );
}
