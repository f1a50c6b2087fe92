import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  storyApplications,
  storyMessages,
  storyPositions,
} from "../ReviewShared/reviewStoryFixtures";
import { text } from "../shared/storyHelpers";
import { InboxList } from "./InboxList";

const meta = {
  title: "Comics/InboxList",
  component: InboxList,
  args: { kind: "messages", entries: storyMessages("en"), total: 2 },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "48rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InboxList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each message is an article headed by the sender, with its details and text. */
const messages =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    await expect(
      canvas.getByRole("heading", { level: 2, name: text(locale, "review.section.messages") }),
    ).toBeVisible();
    const items = canvas.getAllByRole("article");
    await expect(items).toHaveLength(2);
    const [first] = storyMessages(locale);
    const card = within(items[0] as HTMLElement);
    await expect(card.getByRole("heading", { level: 3 })).toHaveAttribute("dir", "auto");
    await expect(card.getByRole("link", { name: first?.fields.email })).toHaveAttribute(
      "href",
      `mailto:${first?.fields.email}`,
    );
    await expect(card.getByText(text(locale, "review.field.subject"))).toBeVisible();
    await expect(card.getByText(first?.message ?? "-")).toHaveAttribute("dir", "auto");
  };

export const English: Story = { globals: { locale: "en" }, play: messages("en") };

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: { entries: storyMessages("ar") },
  play: messages("ar"),
};

/**
 * An application names its position (the opening's title, or a spontaneous application) and links
 * its CV as a download; a labelled GET form filters the applications by position.
 */
const applications =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    const link = canvas.getByRole("link", { name: new RegExp(text(locale, "review.cv.download")) });
    await expect(link).toHaveAttribute("href", "#cv-a1");
    await expect(link).toHaveAttribute("download");
    const [named, spontaneous] = canvas.getAllByRole("article") as HTMLElement[];
    const title = storyApplications(locale)[0]?.position ?? "-";
    await expect(within(named as HTMLElement).getByText(title)).toHaveAttribute("dir", "auto");
    await expect(
      within(spontaneous as HTMLElement).getByText(text(locale, "review.position.spontaneous")),
    ).toBeVisible();
    for (const card of [named, spontaneous]) {
      await expect(
        within(card as HTMLElement).getByText(text(locale, "review.field.position")),
      ).toBeVisible();
    }
    const filter = canvas.getByRole("search", { name: text(locale, "review.position.filters") });
    await expect(filter).toHaveAttribute("method", "get");
    const select = within(filter).getByRole("combobox", {
      name: text(locale, "review.position.filter"),
    });
    await expect(select).toHaveValue("");
    const options = within(select).getAllByRole("option");
    await expect(options.map((option) => option.textContent)).toEqual([
      text(locale, "review.position.all"),
      text(locale, "review.position.spontaneous"),
      ...storyPositions(locale).options.map((option) => option.label),
    ]);
    await expect(
      within(filter).getByRole("button", { name: text(locale, "review.position.apply") }),
    ).toBeVisible();
  };

export const ApplicationsEnglish: Story = {
  globals: { locale: "en" },
  args: {
    kind: "applications",
    entries: storyApplications("en"),
    total: 2,
    positionFilter: storyPositions("en"),
  },
  play: applications("en"),
};

export const ApplicationsArabic: Story = {
  globals: { locale: "ar" },
  args: {
    kind: "applications",
    entries: storyApplications("ar"),
    total: 2,
    positionFilter: storyPositions("ar"),
  },
  play: applications("ar"),
};

/** Filtered to an opening none applied for: the filter keeps its choice, the list says so. */
export const ApplicationsFilteredEmpty: Story = {
  globals: { locale: "en" },
  args: {
    kind: "applications",
    entries: [],
    total: 0,
    positionFilter: { ...storyPositions("en"), current: "warehouse-operations-supervisor" },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text("en", "review.applications.emptyFiltered"))).toBeVisible();
    await expect(
      canvas.getByRole("combobox", { name: text("en", "review.position.filter") }),
    ).toHaveValue("warehouse-operations-supervisor");
  },
};

export const Empty: Story = {
  globals: { locale: "en" },
  args: { entries: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(text("en", "review.messages.empty"))).toBeVisible();
  },
};

/** The retention period: each entry says when it goes, and a pressed "Keep" keeps it. */
const retained = (locale: Locale) =>
  storyMessages(locale).map((entry, index) => ({
    ...entry,
    deleteOn: index === 0 ? "2027-05-27" : null,
  }));

export const RetentionEnglish: Story = {
  globals: { locale: "en" },
  args: {
    entries: retained("en"),
    retention: { days: 180, onKeep: fn(async () => true) },
  },
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText(
        "Messages and applications, with their CVs, are deleted 180 days after they arrive, unless you keep them.",
      ),
    ).toBeVisible();
    const [first, second] = canvas.getAllByRole("article") as HTMLElement[];
    await expect(within(first as HTMLElement).getByText("May 27, 2027")).toBeVisible();
    const keep = within(first as HTMLElement).getByRole("button", { name: "Keep" });
    await expect(keep).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(keep);
    await waitFor(() =>
      expect(args.retention?.onKeep).toHaveBeenCalledWith(args.entries[0]?.id, true),
    );
    await expect(
      within(second as HTMLElement).getByRole("button", { name: "Keep" }),
    ).toHaveAttribute("aria-pressed", "true");
  },
};

export const RetentionArabic: Story = {
  globals: { locale: "ar" },
  args: {
    entries: retained("ar"),
    retention: { days: 180, onKeep: fn(async () => false) },
  },
  play: async ({ canvas }) => {
    const [first] = canvas.getAllByRole("article") as HTMLElement[];
    await userEvent.click(
      within(first as HTMLElement).getByRole("button", { name: "الاحتفاظ به" }),
    );
    await expect(await canvas.findByRole("alert")).toHaveTextContent("لم يُحفظ ذلك. حاول مرة أخرى.");
  },
};
