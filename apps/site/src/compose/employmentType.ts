// A job opening's employment type as a page shows it: the studio stores one of `employmentTypes`
// (shown in the page's language), while the first content holds free text ("Full-time"), shown
// as it is.
import { type EmploymentType, employmentTypes } from "@rawafed/forms/schemas";
import type { MessageId } from "@rawafed/i18n";

const isEmploymentType = (value: string): value is EmploymentType =>
  (employmentTypes as readonly string[]).includes(value);

/** The words for an employment type: a known id's message, or the text as stored. */
export function employmentTypeText(t: (id: MessageId) => string, value: string): string {
  return isEmploymentType(value) ? t(`section.jobs.type.${value}`) : value;
}
