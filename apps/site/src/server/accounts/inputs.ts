// The server's own check of what the account endpoints are sent, with the rules the forms use in
// the browser (packages/forms): a request that skips the page meets the same rules, and a refusal
// names each field with the catalog's message id, as the form back end's answers do.
import {
  alphaSpaces,
  choice,
  digits,
  EMAIL_MAX,
  email,
  type FieldErrors,
  genders,
  max,
  NAME_MAX,
  nationalities,
  password,
  RESET_CODE_LENGTH,
  regex,
  required,
  secret,
  text,
  validate,
  validDate,
} from "@rawafed/forms/schemas";
import { APIError, createAuthMiddleware } from "better-auth/api";
import * as z from "zod/mini";

const emailAddress = () => text(required, email, max(EMAIL_MAX));
const optional = <S extends z.ZodMiniType>(schema: S) => z.optional(schema);

/** Each endpoint's body, as far as the person can type it (the rest is better-auth's to check). */
const bodies: Record<string, z.ZodMiniType> = {
  "/sign-up/email": z.looseObject({
    name: text(required, alphaSpaces, max(NAME_MAX)),
    email: emailAddress(),
    password: secret(required, password),
    gender: optional(choice(genders)),
    birthDate: optional(text(...validDate())),
    nationality: optional(choice(nationalities)),
    locale: optional(choice(["en", "ar"] as const)),
  }),
  "/sign-in/email": z.looseObject({ email: emailAddress(), password: secret(required) }),
  "/email-otp/request-password-reset": z.looseObject({ email: emailAddress() }),
  "/email-otp/reset-password": z.looseObject({
    email: emailAddress(),
    otp: digits(required, regex(new RegExp(`^[0-9]{${RESET_CODE_LENGTH}}$`))),
    password: secret(required, password),
  }),
  "/change-password": z.looseObject({
    currentPassword: secret(required),
    newPassword: secret(required, password),
  }),
};

/** The refusal of a body that breaks the rules: 422 with the field errors. */
export function invalidInput(fieldErrors: FieldErrors): APIError {
  return new APIError("UNPROCESSABLE_ENTITY", {
    code: "INVALID_INPUT",
    message: "Some fields are not valid",
    fieldErrors,
  });
}

/** better-auth's `hooks.before`: checks the body, and hands on what the rules made of it. */
export const checkInputs = createAuthMiddleware(async (ctx) => {
  const schema = bodies[ctx.path];
  if (!schema) return;
  const checked = validate(schema, ctx.body ?? {});
  if (!checked.ok) throw invalidInput(checked.fieldErrors);
  // Trimmed text and Latin digits, as the browser's form sends them.
  return { context: { body: checked.data } };
});
