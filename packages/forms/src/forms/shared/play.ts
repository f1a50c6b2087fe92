// Steps the forms' interaction stories share (imported by stories only).
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { FieldErrors, SubmitResult } from "../../server-errors";

type Canvas = ReturnType<typeof within>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Focus a field, leave it empty, move on: its required message appears next to it. */
export async function blurShowsMessage(field: HTMLElement, message: string) {
  await userEvent.click(field);
  await userEvent.tab();
  await waitFor(() => expect(field).toHaveAttribute("aria-invalid", "true"));
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
}

/** Submit: the error summary appears, takes the focus and links to each listed field. */
export async function submitShowsSummary(
  canvas: Canvas,
  submit: string,
  title: string,
  links: readonly (readonly [text: string, href: string])[],
) {
  await userEvent.click(canvas.getByRole("button", { name: submit }));
  const summary = await canvas.findByRole("alert");
  await waitFor(() => expect(summary).toHaveFocus());
  await expect(within(summary).getByRole("heading")).toHaveTextContent(title);
  const found = within(summary).queryAllByRole("link");
  await expect(found).toHaveLength(links.length);
  for (const [index, [text, href]] of links.entries()) {
    await expect(found[index]).toHaveTextContent(text);
    await expect(found[index]).toHaveAttribute("href", href);
  }
  return summary;
}

/** Types each value into its field. */
export async function fill(entries: readonly (readonly [HTMLElement, string])[]) {
  for (const [field, value] of entries) {
    await userEvent.clear(field);
    await userEvent.type(field, value);
  }
}

/** Submit: the success message replaces the form and takes the focus. */
export async function submitShowsSuccess(canvas: Canvas, submit: string, message: string) {
  await userEvent.click(canvas.getByRole("button", { name: submit }));
  const status = await canvas.findByText(message);
  await waitFor(() => expect(status.closest("[tabindex]")).toHaveFocus());
  await expect(canvas.getByRole("status")).toHaveTextContent(message);
  await expect(canvas.queryByRole("button", { name: submit })).toBeNull();
}

/** Submit: the server's field error shows next to the field and in the summary; typing is kept. */
export async function submitShowsServerError(
  canvas: Canvas,
  submit: string,
  field: HTMLElement,
  message: string,
  kept: readonly (readonly [HTMLElement, string])[],
) {
  await userEvent.click(canvas.getByRole("button", { name: submit }));
  const summary = await canvas.findByRole("alert");
  await waitFor(() => expect(summary).toHaveFocus());
  await expect(summary).toHaveTextContent(message);
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(field).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
  for (const [element, value] of kept) await expect(element).toHaveValue(value);
}

/** An `onSubmit` that succeeds. */
export const succeed = () => fn(async (_values: unknown): Promise<SubmitResult> => ({ ok: true }));

/** An `onSubmit` that answers the server's field errors. */
export const answer = (fieldErrors: FieldErrors) =>
  fn(async (_values: unknown): Promise<SubmitResult> => ({ fieldErrors }));

/**
 * Ends a form story where the screenshot expects it: scrolled to the top, page and story frame
 * alike (a click on the submit button or a focused field scrolls them).
 */
export async function backToTop() {
  const frames = [...document.querySelectorAll<HTMLElement>("[data-story-frame]")];
  const position = () => [window.scrollY, ...frames.map((frame) => frame.scrollTop)].join(",");
  const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  window.scrollTo({ top: 0, behavior: "instant" });
  for (const element of frames) element.scrollTo({ top: 0, behavior: "instant" });
  // Settled when two frames in a row agree on every scroll position.
  let last = "";
  await waitFor(async () => {
    await frame();
    const now = position();
    const settled = now === last;
    last = now;
    await expect(settled).toBe(true);
  });
}

type PlayContext = { canvas: Canvas; canvasElement: HTMLElement };

/** Wraps a story's play so it ends scrolled to the top. */
export function steps<C extends PlayContext>(play: (context: C) => Promise<void>) {
  return async (context: C) => {
    await play(context);
    await backToTop();
  };
}
