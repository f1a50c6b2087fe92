import type {
  CommentValues,
  ContactValues,
  JobApplicationFormValues,
  NewsletterValues,
} from "@rawafed/forms/schemas";
import { postJson, postMultipart } from "./api";

/** Each corporate form's way to its server route. */
export const submitContact = (values: ContactValues) => postJson("/api/contact", values);

export const submitJobApplication = (values: JobApplicationFormValues) =>
  postMultipart("/api/job-application", values);

export const submitNewsletter = (values: NewsletterValues) => postJson("/api/newsletter", values);

export const submitComment = (blog: string) => (values: CommentValues) =>
  postJson("/api/comments", { ...values, blog });
