import type { Locale, MessageId } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useId } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../../components/Button/Button";
import { inAccountFrame } from "../accountParts/storyFrame";
import { text } from "../shared/storyHelpers";
import { type MyTeam, MyTeams } from "./MyTeams";

/** A stand-in for the forms package's forms (the app puts the real ones here), with their title. */
function StandInForm({
  title,
  level,
  field,
  submit,
}: {
  title: string;
  level: 2 | 3;
  field: string;
  submit: string;
}) {
  const id = useId();
  const Title = `h${level}` as const;
  return (
    <form
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => event.preventDefault()}
      style={{ display: "grid", gap: "0.5rem", justifyItems: "start" }}
    >
      <Title id={`${id}-title`} style={{ margin: 0, fontSize: "1.125rem" }}>
        {title}
      </Title>
      <label htmlFor={`${id}-field`}>{field}</label>
      <input id={`${id}-field`} type="text" />
      <Button type="submit" size="small">
        {submit}
      </Button>
    </form>
  );
}

const createTeam = (locale: Locale) => (
  <StandInForm
    title={text(locale, "form.team.title")}
    level={2}
    field={text(locale, "form.team.name")}
    submit={text(locale, "form.team.submit")}
  />
);

const addMember = (locale: Locale, team: string) => (
  <StandInForm
    title={text(locale, "form.teamMember.title").replace("{team}", team)}
    level={3}
    field={text(locale, "form.teamMember.email")}
    submit={text(locale, "form.teamMember.submit")}
  />
);

/** The viewer leads the first team and is a member of the second. */
const teamsIn = (locale: Locale): MyTeam[] => {
  const ar = locale === "ar";
  const owls = ar ? "بوم الليل" : "The Night Owls";
  const me = ar ? "هدى سالم" : "Huda Salem";
  return [
    {
      id: "t1",
      name: owls,
      href: `/${locale}/teams/night-owls`,
      role: "leader",
      languages: [text(locale, "language.arabic"), text(locale, "language.english")],
      members: [
        { id: "u1", name: me, role: "leader", self: true },
        { id: "u2", name: ar ? "سامي العتيبي" : "Sami Otaibi", role: "member", self: false },
        // A member who writes their name in the other script.
        { id: "u3", name: ar ? "Yuki Tanaka" : "نورة القحطاني", role: "member", self: false },
      ],
      addMember: addMember(locale, owls),
    },
    {
      id: "t2",
      name: ar ? "فوانيس الصحراء" : "Desert Lanterns",
      href: `/${locale}/teams/desert-lanterns`,
      role: "member",
      languages: [text(locale, "language.french")],
      members: [
        { id: "u4", name: ar ? "ليلى حسن" : "Layla Hassan", role: "leader", self: false },
        { id: "u1", name: me, role: "member", self: true },
      ],
    },
  ];
};

/** An action's answer: an error text, or null when done. */
const answers = (answer: string | null) => fn(async (): Promise<string | null> => answer);

const meta = {
  title: "Comics/MyTeams",
  component: MyTeams,
  decorators: [inAccountFrame("teams")],
  args: {
    teams: teamsIn("en"),
    createTeam: createTeam("en"),
    onRoleChange: answers(null),
    onRemove: answers(null),
    onLeave: answers(null),
  },
} satisfies Meta<typeof MyTeams>;

export default meta;
type Story = StoryObj<typeof meta>;

const named = (locale: Locale, id: MessageId, values: Record<string, string>) =>
  Object.entries(values).reduce(
    (message, [key, value]) => message.replace(`{${key}}`, value),
    text(locale, id),
  );

/** FSI … PDI around a name shown within a sentence, as the component isolates it. */
const isolated = (value: string) => `\u2068${value}\u2069`;

/**
 * A leader's team: the facts; the viewer's own row has no buttons; "Make leader" by keyboard
 * changes the role where the focus is and says so; "Remove" asks first (Escape keeps the member),
 * then removes them, says so and moves the focus to the team's name. The other team, where the
 * viewer is a member, has no buttons but "Leave".
 */
const manages =
  (locale: Locale, roleChanged: string): Story["play"] =>
  async ({ canvas, canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const [owls, lanterns] = args.teams;
    const sami = owls?.members[1]?.name ?? "";
    await expect(
      canvas.getByRole("heading", { level: 1, name: text(locale, "comics.account.teams") }),
    ).toBeVisible();
    const team = canvas.getByRole("article", { name: owls?.name });
    await expect(within(team).getByRole("link", { name: owls?.name })).toHaveAttribute(
      "href",
      owls?.href,
    );
    const facts = within(team).getAllByRole("definition");
    await expect(facts[0]).toHaveTextContent(text(locale, "comics.team.role.leader"));
    await expect(facts[1]).toHaveTextContent(
      owls?.languages.join(text(locale, "comics.team.separator")) ?? "",
    );
    await expect(
      within(team).getByRole("form", {
        name: text(locale, "form.teamMember.title").replace("{team}", owls?.name ?? ""),
      }),
    ).toBeVisible();

    const rows = within(within(team).getByRole("list")).getAllByRole("listitem");
    await expect(rows[0]).toHaveTextContent(text(locale, "comics.team.you"));
    await expect(within(rows[0] as HTMLElement).queryByRole("button")).toBeNull();

    const makeLeader = within(team).getByRole("button", {
      name: named(locale, "comics.team.makeLeaderOf", { name: sami }),
    });
    await expect(makeLeader).toHaveTextContent(text(locale, "comics.team.makeLeader"));
    makeLeader.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.onRoleChange).toHaveBeenCalledWith("t1", "u2", "leader");
    await waitFor(() => expect(canvas.getByRole("status")).toHaveTextContent(roleChanged));
    await expect(makeLeader).toHaveAccessibleName(
      named(locale, "comics.team.makeMemberOf", { name: sami }),
    );
    await expect(makeLeader).toHaveFocus();
    await expect(rows[1]).toHaveTextContent(text(locale, "comics.team.role.leader"));

    const remove = within(team).getByRole("button", {
      name: named(locale, "comics.team.removeOf", { name: sami }),
    });
    remove.focus();
    await userEvent.keyboard("{Enter}");
    const title = text(locale, "comics.team.removeTitle");
    const dialog = await screen.findByRole("dialog", { name: title });
    await expect(dialog).toHaveAccessibleDescription(
      named(locale, "comics.team.removeConfirm", {
        name: isolated(sami),
        team: isolated(owls?.name ?? ""),
      }),
    );
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(args.onRemove).not.toHaveBeenCalled();

    await userEvent.keyboard("{Enter}");
    await userEvent.click(
      within(await screen.findByRole("dialog", { name: title })).getByRole("button", {
        name: text(locale, "action.confirm"),
      }),
    );
    await expect(args.onRemove).toHaveBeenCalledWith("t1", "u2");
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    await waitFor(() => expect(within(team).queryByText(sami)).toBeNull());
    await expect(canvas.getByRole("status")).toHaveTextContent(
      named(locale, "comics.team.removed", { name: sami, team: owls?.name ?? "" }),
    );
    await waitFor(() =>
      expect(within(team).getByRole("heading", { level: 2, name: owls?.name })).toHaveFocus(),
    );

    const other = canvas.getByRole("article", { name: lanterns?.name });
    const buttons = within(other).getAllByRole("button");
    await expect(buttons).toHaveLength(1);
    await expect(buttons[0]).toHaveAccessibleName(
      named(locale, "comics.team.leave", { team: lanterns?.name ?? "" }),
    );
    await expect(within(other).queryByRole("form")).toBeNull();
    await expect(canvas.getByRole("form", { name: text(locale, "form.team.title") })).toBeVisible();
    await expect(canvas.queryByRole("alert")).toBeNull();
  };

export const English: Story = {
  globals: { locale: "en" },
  play: manages("en", "Sami Otaibi is now a leader of The Night Owls."),
};
export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { teams: teamsIn("ar"), createTeam: createTeam("ar") },
  play: manages("ar", "تم تعيين سامي العتيبي قائداً في بوم الليل."),
};

/** "Leave" asks first; once left, the team is gone, it is said, and the focus is on the heading. */
const leaves =
  (locale: Locale): Story["play"] =>
  async ({ canvas, canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const lanterns = args.teams[1];
    const name = lanterns?.name ?? "";
    const leave = canvas.getByRole("button", {
      name: named(locale, "comics.team.leave", { team: name }),
    });
    await userEvent.click(leave);
    const dialog = await screen.findByRole("dialog", {
      name: text(locale, "comics.team.leaveTitle"),
    });
    await expect(dialog).toHaveAccessibleDescription(
      named(locale, "comics.team.leaveConfirm", { team: isolated(name) }),
    );
    await userEvent.click(
      within(dialog).getByRole("button", { name: text(locale, "action.confirm") }),
    );
    await expect(args.onLeave).toHaveBeenCalledWith("t2");
    await waitFor(() => expect(canvas.queryByRole("article", { name })).toBeNull());
    await expect(canvas.getByRole("status")).toHaveTextContent(
      named(locale, "comics.team.left", { team: name }),
    );
    await waitFor(() => expect(canvas.getByRole("heading", { level: 1 })).toHaveFocus());
    await expect(canvas.getAllByRole("article")).toHaveLength(1);
    // The dialog's hold on the page (its scroll lock) is gone before the screenshot.
    await waitFor(() => expect(document.body).not.toHaveAttribute("data-scroll-locked"));
  };

/** The teams without the add-a-member form: what is left after leaving fits in one screen. */
const shorter = (locale: Locale) =>
  teamsIn(locale).map(({ addMember: _, ...team }): MyTeam => team);

export const LeaveEnglish: Story = {
  globals: { locale: "en" },
  args: { teams: shorter("en") },
  play: leaves("en"),
};
export const LeaveArabic: Story = {
  globals: { locale: "ar" },
  args: { teams: shorter("ar"), createTeam: createTeam("ar") },
  play: leaves("ar"),
};

/**
 * The server refuses: the error is an alert in its team, the member stays, and the focus is back
 * on the button that asked.
 */
const refused =
  (locale: Locale): Story["play"] =>
  async ({ canvas, canvasElement, args }) => {
    const screen = within(canvasElement.ownerDocument.body);
    const [owls] = args.teams;
    const member = owls?.members[2]?.name ?? "";
    const team = canvas.getByRole("article", { name: owls?.name });
    const remove = within(team).getByRole("button", {
      name: named(locale, "comics.team.removeOf", { name: member }),
    });
    await userEvent.click(remove);
    const dialog = await screen.findByRole("dialog", {
      name: text(locale, "comics.team.removeTitle"),
    });
    await userEvent.click(
      within(dialog).getByRole("button", { name: text(locale, "action.confirm") }),
    );
    const alert = await within(team).findByRole("alert");
    await expect(alert).toHaveTextContent(text(locale, "validation.serverError"));
    await expect(within(team).getByText(member)).toBeVisible();
    await waitFor(() => expect(remove).toHaveFocus());

    // Leaving as the last leader: refused in words, the team stays.
    await userEvent.click(
      within(team).getByRole("button", {
        name: named(locale, "comics.team.leave", { team: owls?.name ?? "" }),
      }),
    );
    await userEvent.click(
      within(
        await screen.findByRole("dialog", { name: text(locale, "comics.team.leaveTitle") }),
      ).getByRole("button", { name: text(locale, "action.confirm") }),
    );
    await waitFor(() =>
      expect(within(team).getByRole("alert")).toHaveTextContent(
        text(locale, "comics.teams.lastLeader"),
      ),
    );
    await expect(canvas.getByRole("article", { name: owls?.name })).toBeVisible();
    await expect(canvas.getByRole("status").textContent).toBe("");
  };

export const RefusedEnglish: Story = {
  globals: { locale: "en" },
  args: {
    onRemove: answers(text("en", "validation.serverError")),
    onLeave: answers(text("en", "comics.teams.lastLeader")),
  },
  play: refused("en"),
};
export const RefusedArabic: Story = {
  globals: { locale: "ar" },
  args: {
    teams: teamsIn("ar"),
    createTeam: createTeam("ar"),
    onRemove: answers(text("ar", "validation.serverError")),
    onLeave: answers(text("ar", "comics.teams.lastLeader")),
  },
  play: refused("ar"),
};

/** Not in a team yet: it says so, and the form that creates one follows. */
const empty =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    await expect(canvas.getByText(text(locale, "comics.team.empty"))).toBeVisible();
    await expect(canvas.queryByRole("article")).toBeNull();
    await expect(
      canvas.getByRole("heading", { level: 2, name: text(locale, "form.team.title") }),
    ).toBeVisible();
  };

export const EmptyEnglish: Story = {
  globals: { locale: "en" },
  args: { teams: [] },
  play: empty("en"),
};
export const EmptyArabic: Story = {
  globals: { locale: "ar" },
  args: { teams: [], createTeam: createTeam("ar") },
  play: empty("ar"),
};

/** On a phone: a member's buttons wrap below their name. */
export const MobileArabic: Story = {
  globals: { locale: "ar" },
  args: { teams: teamsIn("ar"), createTeam: createTeam("ar") },
  parameters: { viewport: "mobile" },
  play: async ({ canvas }) => {
    const name = canvas.getByText("سامي العتيبي");
    const remove = canvas.getByRole("button", { name: "إزالة سامي العتيبي" });
    await expect(name.getBoundingClientRect().bottom).toBeLessThanOrEqual(
      remove.getBoundingClientRect().top,
    );
  },
};
