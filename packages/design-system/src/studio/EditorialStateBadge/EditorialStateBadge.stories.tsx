import type { Locale } from "@rawafed/i18n";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect } from "storybook/test";
import { text } from "../../comics/shared/storyHelpers";
import type { EditorialState } from "../types";
import { EditorialStateBadge } from "./EditorialStateBadge";

const states: EditorialState[] = [
  "missing",
  "draft",
  "inReview",
  "scheduled",
  "published",
  "unpublished",
];

/** 06:00 UTC: 09:00 in Riyadh. */
const scheduledAt = "2025-06-01T06:00:00Z";

const meta = {
  title: "Studio/EditorialStateBadge",
  component: EditorialStateBadge,
  args: { language: "en", state: "published" },
  render: () => (
    <ul style={{ display: "grid", gap: "0.75rem", margin: 0, padding: 0, listStyle: "none" }}>
      {states.map((state) => (
        <li key={state}>
          <EditorialStateBadge language="en" state={state} scheduledAt={scheduledAt} />
        </li>
      ))}
      {states.map((state) => (
        <li key={`ar-${state}`}>
          <EditorialStateBadge
            language="ar"
            state={state}
            scheduledAt={scheduledAt}
            outdated={state === "published"}
          />
        </li>
      ))}
    </ul>
  ),
} satisfies Meta<typeof EditorialStateBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

const expected = {
  en: {
    first: "English: missing",
    published: "English: published",
    draftAr: "Arabic: draft",
    scheduled: "English: scheduled for Jun 1, 2025, 9:00 AM",
  },
  ar: {
    first: "الإنجليزية: غير مكتوبة",
    published: "الإنجليزية: منشورة",
    draftAr: "العربية: مسودة",
    scheduled: "الإنجليزية: مجدولة للنشر في 1 يونيو 2025، 9:00 ص",
  },
} satisfies Record<Locale, Record<string, string>>;

/** The language and the state in words, a shape per state, Riyadh time, the outdated flag. */
const badges =
  (locale: Locale): Story["play"] =>
  async ({ canvas, canvasElement }) => {
    const items = canvas.getAllByRole("listitem");
    await expect(items).toHaveLength(12);
    const words = expected[locale];
    await expect(items[0]).toHaveTextContent(words.first);
    await expect(canvas.getByText(words.published)).toBeVisible();
    await expect(canvas.getByText(words.draftAr)).toBeVisible();
    // Scheduled: 06:00 UTC shown as 09:00 in Riyadh, whatever the machine's zone.
    await expect(canvas.getByText(words.scheduled)).toBeVisible();
    // Not colour alone: every state draws its own shape, hidden from assistive technology.
    const shapes = Array.from(canvasElement.querySelectorAll("[data-state] svg"));
    await expect(shapes).toHaveLength(12);
    await expect(new Set(shapes.slice(0, 6).map((svg) => svg.innerHTML)).size).toBe(6);
    for (const svg of shapes) await expect(svg).toHaveAttribute("aria-hidden", "true");
    // Only the Arabic published version is flagged, in words.
    const flags = canvas.getAllByText(text(locale, "studio.state.outdated"));
    await expect(flags).toHaveLength(1);
    await expect(items[10]).toContainElement(flags[0] ?? null);
  };

export const English: Story = { globals: { locale: "en" }, play: badges("en") };
export const Arabic: Story = { globals: { locale: "ar" }, play: badges("ar") };
