// The rules as zod schemas. Every issue message is a message id (see `rules.ts`); a value of the
// wrong type (a missing field in a hand-made request) also answers with one.
import type { MessageId } from "@rawafed/i18n";
// zod's functional build: the same rules and parsing at a quarter of the browser bytes (the
// method-chaining build cannot be tree-shaken and was 25 KB gzip of every page with a form).
import * as z from "zod/mini";
import { normalizeDigits } from "./digits";
import {
  type FileLike,
  firstFailure,
  isEmpty,
  isFileLike,
  oneOf,
  plainText,
  type Rule,
} from "./rules";

// The site's Content-Security-Policy allows no eval: without this, zod's first object parse probes
// `new Function` and the browser reports a policy violation (even though zod catches the throw).
z.config({ jitless: true });

const typeError = (issue: { input?: unknown }): MessageId =>
  issue.input === undefined || issue.input === null
    ? "validation.required"
    : "validation.fieldInvalid";

/** Adds one issue: the message of the first rule the value fails. */
function applyRules<V>(rules: readonly Rule<V>[]) {
  return (value: V, ctx: z.core.$RefinementCtx<V>) => {
    const failed = firstFailure(value, rules);
    if (failed)
      ctx.addIssue({ code: "custom", message: failed.message, params: { rule: failed.name } });
  };
}

/** A text value, trimmed, checked as plain text (`plainText`) then by `rules` in order. */
export function text(...rules: Rule<string>[]) {
  return z
    .string({ error: typeError })
    .check(z.trim(), z.superRefine(applyRules([plainText, ...rules])));
}

/** A password: never trimmed, so a trailing space is seen by the rules. */
export function secret(...rules: Rule<string>[]) {
  return z.string({ error: typeError }).check(z.superRefine(applyRules([plainText, ...rules])));
}

/** Digits as typed (Latin or Arabic-Indic), handed on as Latin digits. */
export function digits(...rules: Rule<string>[]) {
  return z
    .string({ error: typeError })
    .check(
      z.trim(),
      z.superRefine(applyRules([plainText, ...rules])),
      z.overwrite(normalizeDigits),
    );
}

/** One value of a fixed list, or `""` when nothing is chosen (which `required` refuses). */
export function choice<const T extends string>(values: readonly T[], ...rules: Rule<string>[]) {
  return z
    .string({ error: typeError })
    .check(z.superRefine(applyRules([...rules, oneOf(values)]))) as unknown as z.ZodMiniType<
    T | "",
    string
  >;
}

/** Several values of a fixed list (a group of checkboxes). */
export function choices<const T extends string>(values: readonly T[], ...rules: Rule<string[]>[]) {
  return z.array(z.string({ error: typeError }), { error: typeError }).check(
    z.superRefine(
      applyRules<string[]>([
        ...rules,
        {
          name: "oneOf",
          message: "validation.fieldInvalid",
          test: (list) => list.every((value) => values.includes(value as T)),
        },
      ]),
    ),
  ) as unknown as z.ZodMiniType<T[], string[]>;
}

/** A checkbox. */
export function flag(...rules: Rule<boolean>[]) {
  return z.boolean({ error: typeError }).check(z.superRefine(applyRules(rules)));
}

/** A chosen file (`File` in the browser, an upload record on the server), or `null`. */
export function file(...rules: Rule<FileLike | null>[]) {
  return z
    .custom<FileLike | null>((value) => value === null || isFileLike(value), {
      error: "validation.fieldInvalid",
    })
    .check(z.superRefine(applyRules(rules)));
}

/**
 * The `confirmed` rule: `field` must equal `target`. It sits on the whole object, so it is checked
 * again whenever the target changes, and it reports on `field`.
 */
export function confirmed<S extends z.ZodMiniType<Record<string, unknown>>>(
  schema: S,
  field: string,
  target: string,
): S {
  return schema.check(
    z.superRefine<Record<string, unknown>>(
      (values, ctx) => {
        const value = values[field];
        if (!isEmpty(value) && value !== values[target]) {
          ctx.addIssue({ code: "custom", message: "validation.confirmed", path: [field] });
        }
      },
      // Also when other fields already failed: the visitor sees every problem at once.
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    ),
  );
}

/** The `confirmed` rule on two plain values, for tests and for code outside a schema. */
export function isConfirmed(value: unknown, target: unknown): boolean {
  return isEmpty(value) || value === target;
}
