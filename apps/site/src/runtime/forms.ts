import type {
  CommentValues,
  ContactValues,
  JobApplicationFormValues,
  NewsletterValues,
} from "@rawafed/forms/schemas";
import { api, postJson, postMultipart } from "./api";

/** Each corporate form's way to its server route. */
export const submitContact = (values: ContactValues) => postJson("/api/contact", values);

export const submitJobApplication = (values: JobApplicationFormValues) =>
  postMultipart("/api/job-application", values);

export const submitNewsletter = (values: NewsletterValues) => postJson("/api/newsletter", values);

export const submitComment = (blog: string) => (values: CommentValues) =>
  postJson("/api/comments", { ...values, blog });

/**
 * The unsubscribe page's button, with script: true once unsubscribed, false for a link the server
 * does not know; throws when the server could not be reached (the page then posts its form).
 */
export async function unsubscribeNewsletter(token: string): Promise<boolean> {
  const response = await api.post(
    `/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
    {
      body: new URLSearchParams({ "List-Unsubscribe": "One-Click" }),
    },
  );
  if (response.status === 404) return false;
  if (!response.ok) throw new Error(`unsubscribe: ${response.status}`);
  return true;
}
