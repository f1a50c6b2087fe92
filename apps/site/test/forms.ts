// What the integration suites post: a client for the form endpoints and a job application.
import type { RunningServer } from "./server";

/** Posts JSON, or multipart when given a FormData, to the server under test. */
export const poster =
  (server: () => RunningServer) =>
  (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server().url}${path}`, {
      method: "POST",
      headers:
        body instanceof FormData ? headers : { "content-type": "application/json", ...headers },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });

/** A job application's fields (`fields` override them) with `cv` as the file, when given. */
export function jobApplication(
  cv: Uint8Array | Blob | null,
  name = "cv.pdf",
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  const values = {
    name: "Omar Al-Harbi",
    email: "omar@example.com",
    phone: "+966501234567",
    city: "Riyadh",
    company: "",
    summary: "Ten years in warehouse operations.",
    message: "",
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  if (cv) form.set("cv", cv instanceof Blob ? cv : new Blob([cv as BlobPart]), name);
  return form;
}
