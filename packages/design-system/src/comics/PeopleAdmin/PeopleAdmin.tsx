import { type MessageId, useT } from "@rawafed/i18n";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button } from "../../components/Button/Button";
import { button } from "../../components/Button/Button.css";
import { EmailLink, Field } from "../ReviewShared/Field";
import * as shared from "../ReviewShared/review.css";
import * as styles from "./PeopleAdmin.css";

/** A person as the admins see them. */
export interface PersonRow {
  id: string;
  name: string;
  email: string;
  /** Their role's id (`reader`, `reviewer`...). */
  role: string;
  /** When they joined: ISO 8601. */
  joined: string;
  /** Browsers signed in now. */
  sessions: number;
  /** The latest of them: the browser and system, the address, since when (ISO 8601). */
  signedIn?: readonly { device: string | null; address: string | null; since: string }[];
  factors: { app: boolean; passkeys: number };
  /** The admin looking: nothing of their own changes here. */
  self?: boolean;
}

/** What each action's button does; resolves false when it did not save. */
export interface PeopleActions {
  onRole: (id: string, role: string) => Promise<boolean>;
  onEndSessions: (id: string) => Promise<boolean>;
  onResetSecondFactor: (id: string) => Promise<boolean>;
}

export interface PeopleAdminProps extends PeopleActions {
  people: readonly PersonRow[];
  total: number;
  /** The roles to choose from: each id with its name. */
  roles: readonly { value: string; label: string }[];
  /** The search: a GET form to `action`, the words in `query`. */
  search: { action: string; query: string };
  pagination?: ReactNode;
}

/**
 * The admins' people section: find a person by name or address, see their role, sessions and
 * second factors, and change them (each change confirmed, then said where it was made).
 */
export function PeopleAdmin({
  people,
  total,
  roles,
  search,
  pagination,
  ...actions
}: PeopleAdminProps) {
  const t = useT();
  const heading = useId();
  const field = useId();
  return (
    <section className={shared.section} aria-labelledby={heading}>
      <div className={shared.header}>
        <h1 id={heading} className={shared.heading}>
          {t("review.people.title")}
        </h1>
        <p className={shared.muted}>{t("review.total", { count: total })}</p>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a form landmark; <search> is not known everywhere yet */}
      <form role="search" method="get" action={search.action} className={shared.filters}>
        <div className={shared.filterField}>
          <label htmlFor={field} className={shared.filterLabel}>
            {t("review.people.search")}
          </label>
          <input
            id={field}
            name="q"
            type="search"
            defaultValue={search.query}
            className={shared.filterControl}
            autoComplete="off"
          />
        </div>
        <button type="submit" className={button({ variant: "secondary" })}>
          {t("review.people.find")}
        </button>
      </form>
      {people.length === 0 ? (
        <p className={shared.empty}>{t("review.people.none")}</p>
      ) : (
        <ul className={shared.list}>
          {people.map((person) => (
            <li key={person.id}>
              <PersonCard person={person} roles={roles} actions={actions} />
            </li>
          ))}
        </ul>
      )}
      {pagination}
    </section>
  );
}

function PersonCard({
  person,
  roles,
  actions,
}: {
  person: PersonRow;
  roles: PeopleAdminProps["roles"];
  actions: PeopleActions;
}) {
  const t = useT();
  const id = useId();
  const [role, setRole] = useState(person.role);
  // The role saved here shows at once, before (or without) the list being loaded again.
  const [savedRole, setSavedRole] = useState<string | null>(null);
  const currentRole = savedRole ?? person.role;
  const roleSelect = useRef<HTMLSelectElement>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [said, setSaid] = useState<{ message: MessageId; failed: boolean } | null>(null);
  const [asking, setAsking] = useState<"sessions" | "factor" | null>(null);
  const roleName = (value: string) => roles.find((one) => one.value === value)?.label ?? value;
  const run = async (name: string, act: () => Promise<boolean>, done: MessageId) => {
    setBusy(name);
    setAsking(null);
    const saved = await act();
    setBusy(null);
    setSaid(
      saved ? { message: done, failed: false } : { message: "review.people.failed", failed: true },
    );
    return saved;
  };
  const factors = [
    person.factors.app ? t("review.people.app") : null,
    person.factors.passkeys > 0
      ? t("review.people.passkeys", { count: person.factors.passkeys })
      : null,
  ].filter(Boolean);
  return (
    <article className={shared.card} aria-labelledby={`${id}-name`}>
      <h2 id={`${id}-name`} className={shared.entryHeading} dir="auto">
        {person.name}
      </h2>
      <dl className={shared.fields}>
        <Field label={t("review.field.email")}>
          <EmailLink email={person.email} />
        </Field>
        <Field label={t("review.people.role")}>{roleName(currentRole)}</Field>
        <Field label={t("review.people.joined")}>
          <time dateTime={person.joined}>
            {t("section.date", { date: new Date(person.joined) })}
          </time>
        </Field>
        <Field label={t("review.people.sessions")}>
          {t("review.people.sessionCount", { count: person.sessions })}
          {person.signedIn?.length ? (
            <ul className={styles.sessions}>
              {person.signedIn.map((session) => (
                <li key={session.since}>
                  <bdi>{session.device ?? t("review.people.unknownDevice")}</bdi>
                  {session.address ? (
                    <>
                      {" · "}
                      <bdi dir="ltr">{session.address}</bdi>
                    </>
                  ) : null}
                  {" · "}
                  {t("review.people.since", { date: new Date(session.since) })}
                </li>
              ))}
            </ul>
          ) : null}
        </Field>
        <Field label={t("review.people.secondFactor")}>
          {factors.length > 0 ? factors.join(t("review.people.and")) : t("review.people.noFactor")}
        </Field>
      </dl>
      {person.self ? (
        <p className={shared.muted}>{t("review.people.self")}</p>
      ) : (
        <div className={styles.actions}>
          <div className={styles.roleChange}>
            <label htmlFor={`${id}-role`} className={shared.filterLabel}>
              {t("review.people.newRole")}
            </label>
            <select
              ref={roleSelect}
              id={`${id}-role`}
              value={role}
              onChange={(event) => setRole(event.target.value)}
              className={shared.filterControl}
            >
              {roles.map((one) => (
                <option key={one.value} value={one.value}>
                  {one.label}
                </option>
              ))}
            </select>
            <Button
              variant="secondary"
              size="small"
              loading={busy === "role"}
              disabled={role === currentRole}
              onClick={async () => {
                const chosen = role;
                const saved = await run(
                  "role",
                  () => actions.onRole(person.id, chosen),
                  "review.people.roleSaved",
                );
                if (!saved) return;
                setSavedRole(chosen);
                // The button is disabled once the role is saved: focus stays on the choice.
                roleSelect.current?.focus();
              }}
            >
              {t("review.people.saveRole")}
            </Button>
          </div>
          <Confirmable
            asking={asking === "sessions"}
            onAsk={() => setAsking("sessions")}
            onCancel={() => setAsking(null)}
            label={t("review.people.endSessions")}
            question={t("review.people.endSessionsConfirm", { name: person.name })}
            busy={busy === "sessions"}
            onConfirm={() =>
              run("sessions", () => actions.onEndSessions(person.id), "review.people.sessionsEnded")
            }
          />
          <Confirmable
            asking={asking === "factor"}
            onAsk={() => setAsking("factor")}
            onCancel={() => setAsking(null)}
            label={t("review.people.resetFactor")}
            question={t("review.people.resetFactorConfirm", { name: person.name })}
            busy={busy === "factor"}
            onConfirm={() =>
              run(
                "factor",
                () => actions.onResetSecondFactor(person.id),
                "review.people.factorReset",
              )
            }
          />
        </div>
      )}
      <div role="status">
        {said && !said.failed ? <p className={shared.muted}>{t(said.message)}</p> : null}
      </div>
      {said?.failed ? (
        <p role="alert" className={shared.muted}>
          {t(said.message)}
        </p>
      ) : null}
    </article>
  );
}

/** A button whose action is asked about first, in place: the question, Confirm and Cancel. */
function Confirmable({
  asking,
  onAsk,
  onCancel,
  onConfirm,
  label,
  question,
  busy,
}: {
  asking: boolean;
  onAsk: () => void;
  onCancel: () => void;
  onConfirm: () => void;
  label: string;
  question: string;
  busy: boolean;
}) {
  const t = useT();
  const askButton = useRef<HTMLButtonElement>(null);
  const wasAsking = useRef(asking);
  useEffect(() => {
    // Confirm and Cancel go away with the question: focus goes back to the button that asked.
    if (wasAsking.current && !asking) askButton.current?.focus();
    wasAsking.current = asking;
  }, [asking]);
  if (!asking) {
    return (
      <Button ref={askButton} variant="secondary" size="small" loading={busy} onClick={onAsk}>
        {label}
      </Button>
    );
  }
  return (
    <div className={styles.confirm}>
      <p className={shared.value}>{question}</p>
      <Button variant="danger" size="small" onClick={onConfirm} autoFocus>
        {t("action.confirm")}
      </Button>
      <Button variant="ghost" size="small" onClick={onCancel}>
        {t("action.cancel")}
      </Button>
    </div>
  );
}
