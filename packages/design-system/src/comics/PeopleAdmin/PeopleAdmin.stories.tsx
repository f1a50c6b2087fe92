import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { PeopleAdmin } from "./PeopleAdmin";

const people = [
  {
    id: "u-1",
    name: "Huda Al-Shehri",
    email: "huda@example.com",
    role: "reviewer",
    joined: "2026-03-02T09:00:00Z",
    sessions: 2,
    signedIn: [
      { device: "Chrome · Windows", address: "192.0.2.10", since: "2026-11-20T08:00:00Z" },
      { device: null, address: null, since: "2026-11-02T08:00:00Z" },
    ],
    factors: { app: true, passkeys: 1 },
  },
  {
    id: "u-2",
    name: "عمر الحربي",
    email: "omar@example.com",
    role: "reader",
    joined: "2026-10-11T09:00:00Z",
    sessions: 0,
    factors: { app: false, passkeys: 0 },
  },
  {
    id: "u-3",
    name: "Sara Admin",
    email: "sara@example.com",
    role: "admin",
    joined: "2025-12-01T09:00:00Z",
    sessions: 1,
    factors: { app: true, passkeys: 0 },
    self: true,
  },
];

const roles = {
  en: [
    { value: "reader", label: "Reader" },
    { value: "translator", label: "Translator" },
    { value: "reviewer", label: "Reviewer" },
    { value: "admin", label: "Administrator" },
  ],
  ar: [
    { value: "reader", label: "قارئ" },
    { value: "translator", label: "مترجم" },
    { value: "reviewer", label: "مراجع" },
    { value: "admin", label: "مسؤول" },
  ],
};

const meta = {
  title: "Comics/PeopleAdmin",
  component: PeopleAdmin,
  args: {
    people,
    total: 3,
    roles: roles.en,
    search: { action: "/en/admin/people", query: "" },
    onRole: fn(async () => true),
    onEndSessions: fn(async () => true),
    onResetSecondFactor: fn(async () => true),
  },
} satisfies Meta<typeof PeopleAdmin>;

export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {
  globals: { locale: "en" },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole("search")).toBeVisible();
    const [huda, omar, sara] = canvas.getAllByRole("article") as HTMLElement[];
    const card = within(huda as HTMLElement);
    await expect(card.getByText("authenticator app and one passkey")).toBeVisible();
    await expect(card.getByText("On 2 devices")).toBeVisible();
    await expect(card.getByText("192.0.2.10")).toHaveAttribute("dir", "ltr");
    await expect(card.getByText("An unknown browser")).toBeVisible();
    // A reset is asked about first, in place.
    await userEvent.click(card.getByRole("button", { name: "Reset two-step verification" }));
    await expect(
      card.getByText(/Remove the authenticator app, backup codes and passkeys of Huda/),
    ).toBeVisible();
    await userEvent.click(card.getByRole("button", { name: "Confirm" }));
    await expect(args.onResetSecondFactor).toHaveBeenCalledWith("u-1");
    await expect(card.getByRole("status")).toHaveTextContent(
      "Their two-step verification was reset",
    );
    // Focus goes back to the button that asked, not to the page's start.
    await waitFor(() =>
      expect(card.getByRole("button", { name: "Reset two-step verification" })).toHaveFocus(),
    );
    // Cancel leaves the question the same way.
    await userEvent.click(card.getByRole("button", { name: "End their sessions" }));
    await userEvent.click(card.getByRole("button", { name: "Cancel" }));
    await expect(args.onEndSessions).not.toHaveBeenCalled();
    await expect(card.getByRole("button", { name: "End their sessions" })).toHaveFocus();
    // A new role is chosen, then saved.
    const other = within(omar as HTMLElement);
    await userEvent.selectOptions(other.getByLabelText("New role"), "translator");
    await userEvent.click(other.getByRole("button", { name: "Change the role" }));
    await expect(args.onRole).toHaveBeenCalledWith("u-2", "translator");
    // The saved role shows at once, and focus stays on the choice (the button is now disabled).
    await waitFor(() => expect(other.getByLabelText("New role")).toHaveFocus());
    await expect(other.getByText("Translator", { selector: "dd" })).toBeVisible();
    await expect(other.getByRole("button", { name: "Change the role" })).toBeDisabled();
    // Nothing of the admin's own account changes here.
    await expect(within(sara as HTMLElement).queryByRole("button")).toBeNull();
  },
};

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: {
    roles: roles.ar,
    search: { action: "/ar/admin/people", query: "عمر" },
    onEndSessions: fn(async () => false),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("searchbox", { name: "الاسم أو البريد الإلكتروني" })).toHaveValue(
      "عمر",
    );
    const [huda] = canvas.getAllByRole("article") as HTMLElement[];
    const card = within(huda as HTMLElement);
    await userEvent.click(card.getByRole("button", { name: "إنهاء جلساته" }));
    await userEvent.click(card.getByRole("button", { name: "تأكيد" }));
    await expect(await card.findByRole("alert")).toHaveTextContent("لم يُحفظ ذلك. حاول مرة أخرى.");
  },
};

export const Empty: Story = {
  globals: { locale: "en" },
  args: { people: [], total: 0, search: { action: "/en/admin/people", query: "nobody" } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Nobody matches.")).toBeVisible();
  },
};
