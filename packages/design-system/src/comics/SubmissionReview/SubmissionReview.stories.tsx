import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { coverSrc, text } from "../shared/storyHelpers";
import { type OpenedSubmission, SubmissionReview, submissionStates } from "./SubmissionReview";

const base = (locale: Locale) => `/${locale}/review?section=submissions`;

const states = (locale: Locale, counts = [2, 1, 7, 0]) =>
  Object.fromEntries(
    submissionStates.map((state, index) => [
      state,
      { href: `${base(locale)}&state=${state}`, count: counts[index] ?? 0 },
    ]),
  ) as Record<(typeof submissionStates)[number], { href: string; count: number }>;

/** Each kind's tab with how many of it wait. */
const kinds = (locale: Locale, chapter: number, comic: number) => ({
  chapter: { href: `${base(locale)}&kind=chapter`, waiting: chapter },
  comic: { href: `${base(locale)}&kind=comic`, waiting: comic },
});

const items = (locale: Locale) =>
  locale === "en"
    ? [
        {
          id: "s1",
          href: `${base("en")}&id=s1`,
          title: "The Salt Road, chapter 3",
          uploader: "Huda Salem",
          receivedAt: "2026-05-07T09:15",
        },
        {
          id: "s2",
          href: `${base("en")}&id=s2`,
          title: "طريق الملح، الفصل ٤",
          uploader: "سامي العتيبي",
          receivedAt: "2026-05-08T14:30",
        },
      ]
    : [
        {
          id: "s1",
          href: `${base("ar")}&id=s1`,
          title: "طريق الملح، الفصل 3",
          uploader: "هدى سالم",
          receivedAt: "2026-05-07T09:15",
        },
      ];

/** A page drawn in place (no network), 2:3. */
const pageSrc = (n: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 300"><rect width="200" height="300" fill="#f4f1ec"/><rect x="10" y="10" width="180" height="130" fill="#0b3d5c"/><text x="100" y="230" font-size="48" text-anchor="middle" fill="#1b232b">${n}</text></svg>`,
  )}`;

const opened = (locale: Locale): OpenedSubmission => ({
  title: locale === "en" ? "The Salt Road, chapter 3" : "طريق الملح، الفصل 3",
  state: "in_review",
  uploader: { name: locale === "en" ? "Huda Salem" : "هدى سالم", email: "huda@example.com" },
  receivedAt: "2026-05-07T09:15",
  details: [
    { label: "comics.field.chapterNumber", value: "3" },
    { label: "comics.field.translationLanguage", value: locale === "en" ? "Arabic" : "العربية" },
  ],
  cover: coverSrc,
  pipeline: "ready",
  // Pages 1 and 2 transcribed in the chapter's language (Arabic), page 3 not yet.
  pages: [1, 2, 3].map((page) => ({
    page,
    src: pageSrc(page),
    width: 200,
    height: 300,
    transcript: page === 1 ? "تعليق: طريق الملح.\nهدى: هيا بنا!" : page === 2 ? "صوت: طق!" : null,
  })),
  pagesLanguage: { lang: "ar", dir: "rtl" },
  pdfHref: "#pdf",
  backHref: base(locale),
});

const meta = {
  title: "Comics/SubmissionReview",
  component: SubmissionReview,
  args: {
    kind: "chapter",
    kinds: kinds("en", 3, 0),
    state: "received",
    states: states("en"),
    items: items("en"),
    onDecide: fn(async () => ({ ok: true as const })),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: "48rem" }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SubmissionReview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The queue: the filters mark the kind and state shown, with each state's count. */
const queue =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    const byKind = canvas.getByRole("navigation", {
      name: text(locale, "review.submissions.kinds"),
    });
    // Each kind says how many of it wait, in its name.
    await expect(within(byKind).getByRole("link", { current: "page" })).toHaveAccessibleName(
      locale === "en" ? "Chapters (3 waiting)" : "الفصول: 3 فصول بانتظار المراجعة",
    );
    await expect(within(byKind).getByRole("link", { current: false })).toHaveAccessibleName(
      locale === "en" ? "Comics (none waiting)" : "القصص المصورة: لا شيء بانتظار المراجعة",
    );
    const byState = canvas.getByRole("navigation", {
      name: text(locale, "review.submissions.states"),
    });
    const current = within(byState).getByRole("link", { current: "page" });
    await expect(current).toHaveTextContent(text(locale, "review.submissions.state.received"));
    await expect(current).toHaveTextContent(/[2٢]/);
    const [first] = items(locale);
    await expect(canvas.getByRole("link", { name: first?.title })).toHaveAttribute(
      "href",
      first?.href,
    );
  };

export const English: Story = { globals: { locale: "en" }, play: queue("en") };

export const Arabic: Story = {
  globals: { locale: "ar" },
  args: {
    kinds: kinds("ar", 3, 0),
    states: states("ar"),
    items: items("ar"),
  },
  play: queue("ar"),
};

/** What the console opens on when only a comic waits: Comics, whose tab says one waits. */
const comicWaiting = (locale: Locale): Partial<Story["args"]> => ({
  kind: "comic",
  kinds: kinds(locale, 0, 1),
  states: states(locale, [1, 0, 4, 0]),
  items: [
    {
      id: "c1",
      href: `${base(locale)}&kind=comic&state=received&id=c1`,
      title: locale === "en" ? "The Salt Road" : "طريق الملح",
      uploader: locale === "en" ? "Huda Salem" : "هدى سالم",
      receivedAt: "2026-05-07T09:15",
    },
  ],
});

const opensOnComic =
  (locale: Locale): Story["play"] =>
  async ({ canvas }) => {
    const byKind = canvas.getByRole("navigation", {
      name: text(locale, "review.submissions.kinds"),
    });
    await expect(within(byKind).getByRole("link", { current: "page" })).toHaveAccessibleName(
      locale === "en" ? "Comics (1 waiting)" : "القصص المصورة: قصة واحدة بانتظار المراجعة",
    );
    await expect(
      canvas.getByRole("link", { name: locale === "en" ? "The Salt Road" : "طريق الملح" }),
    ).toBeVisible();
    await expect(canvas.queryByText(text(locale, "review.submissions.empty"))).toBeNull();
  };

export const ComicWaitingEnglish: Story = {
  globals: { locale: "en" },
  args: comicWaiting("en"),
  play: opensOnComic("en"),
};

export const ComicWaitingArabic: Story = {
  globals: { locale: "ar" },
  args: comicWaiting("ar"),
  play: opensOnComic("ar"),
};

/**
 * One opened: its pages shown, a rejection without a reason is refused in place (the field says
 * so and takes focus), with one it is sent and the new state said.
 */
const decide =
  (locale: Locale): Story["play"] =>
  async ({ canvas, args }) => {
    await expect(canvas.getAllByRole("img", { name: /\S/ })).toHaveLength(3);
    // Each page with its transcript, in the chapter's language, or word that it has none.
    const transcript = canvas.getByText("صوت: طق!");
    await expect(transcript).toHaveAttribute("lang", "ar");
    await expect(canvas.getByText(text(locale, "review.submissions.noTranscript"))).toBeVisible();
    await userEvent.click(
      canvas.getByRole("button", { name: text(locale, "review.submissions.reject") }),
    );
    const reason = canvas.getByRole("textbox", { name: text(locale, "review.submissions.reason") });
    await waitFor(() => expect(reason).toHaveFocus());
    await expect(reason).toHaveAttribute("aria-invalid", "true");
    await expect(reason).toHaveAccessibleDescription(
      expect.stringContaining(text(locale, "validation.required")),
    );
    await expect(args.onDecide).not.toHaveBeenCalled();
    await userEvent.type(reason, locale === "en" ? "Names differ" : "الأسماء غير متسقة");
    await userEvent.keyboard("{Tab}{Enter}");
    await expect(args.onDecide).toHaveBeenCalledWith(
      "reject",
      locale === "en" ? "Names differ" : "الأسماء غير متسقة",
    );
    await waitFor(() =>
      expect(canvas.getByRole("status")).toHaveTextContent(
        text(locale, "review.submissions.rejected"),
      ),
    );
    // The decision's controls are gone; focus is on what was done, not lost.
    await expect(
      canvas.queryByRole("button", { name: text(locale, "review.submissions.reject") }),
    ).toBeNull();
    await expect(canvas.getByRole("status")).toHaveFocus();
  };

export const OpenedEnglish: Story = {
  globals: { locale: "en" },
  args: { opened: opened("en") },
  play: decide("en"),
};

export const OpenedArabic: Story = {
  globals: { locale: "ar" },
  args: {
    opened: opened("ar"),
    kinds: kinds("ar", 3, 0),
    states: states("ar"),
    items: items("ar"),
  },
  play: decide("ar"),
};

/**
 * A chapter whose pages lack transcripts: the reviewer asks its translator for them, is told so,
 * and the date of the request joins the details; the button now asks again.
 */
const askTranscripts =
  (locale: Locale): Story["play"] =>
  async ({ canvas, args }) => {
    await expect(
      canvas.queryByText(text(locale, "review.submissions.transcriptsAskedOn")),
    ).not.toBeInTheDocument();
    await userEvent.click(
      canvas.getByRole("button", { name: text(locale, "review.submissions.askTranscripts") }),
    );
    await expect(args.onAskTranscripts).toHaveBeenCalledOnce();
    await waitFor(() =>
      expect(canvas.getByRole("status")).toHaveTextContent(
        text(locale, "review.submissions.transcriptsAsked"),
      ),
    );
    await expect(
      canvas.getByText(text(locale, "review.submissions.transcriptsAskedOn")),
    ).toBeVisible();
    await expect(
      canvas.getByRole("button", { name: text(locale, "review.submissions.askTranscriptsAgain") }),
    ).toBeVisible();
  };

const asked = fn(async () => ({ ok: true as const, requestedAt: "2026-05-08T10:40" }));

export const AskTranscriptsEnglish: Story = {
  globals: { locale: "en" },
  args: { opened: opened("en"), onAskTranscripts: asked },
  play: askTranscripts("en"),
};

export const AskTranscriptsArabic: Story = {
  globals: { locale: "ar" },
  args: {
    opened: opened("ar"),
    kinds: kinds("ar", 3, 0),
    states: states("ar"),
    items: items("ar"),
    onAskTranscripts: asked,
  },
  play: askTranscripts("ar"),
};
