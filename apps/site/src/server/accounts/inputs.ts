// The server's own check of what the account endpoints are sent, with the rules the forms use in
// the browser (packages/forms): a request that skips the page meets the same rules, and a refusal
// names each field with the catalog's message id, as the form back end's answers do.
import {
  addPasskeySchema,
  BACKUP_CODE,
  choice,
  digits,
  type FieldErrors,
  forgotPasswordSchema,
  loginSchema,
  max,
  newPasswordSchema,
  regex,
  required,
  resetCodeSchema,
  signUpStep1Schema,
  signUpStep2Schema,
  text,
  validate,
} from "@rawafed/forms/schemas";
import { APIError, createAuthMiddleware } from "better-auth/api";
import * as z from "zod/mini";

// The forms' own fields, under the names better-auth's endpoints give them.
const step1 = signUpStep1Schema.shape;
const step2 = signUpStep2Schema.shape;

/** Each endpoint's body, as far as the person can type it (the rest is better-auth's to check). */
const bodies: Record<string, z.ZodMiniType> = {
  "/sign-up/email": z.looseObject({
    name: step1.fullName,
    email: step1.email,
    password: step1.password,
    gender: z.optional(step2.gender),
    birthDate: z.optional(step2.dateOfBirth),
    nationality: z.optional(step2.nationality),
    locale: z.optional(choice(["en", "ar"] as const)),
  }),
  "/sign-in/email": z.looseObject(loginSchema.shape),
  "/email-otp/request-password-reset": z.looseObject(forgotPasswordSchema.shape),
  "/email-otp/check-verification-otp": z.looseObject({
    email: forgotPasswordSchema.shape.email,
    otp: resetCodeSchema.shape.code,
  }),
  "/email-otp/reset-password": z.looseObject({
    email: forgotPasswordSchema.shape.email,
    otp: resetCodeSchema.shape.code,
    password: newPasswordSchema.shape.password,
  }),
  // The log-in's second step: the page sends an app's code or a backup code to its endpoint.
  "/two-factor/verify-totp": z.looseObject({
    code: digits(required, regex(/^[0-9]{6}$/, "validation.secondFactorCode")),
  }),
  "/two-factor/verify-backup-code": z.looseObject({
    code: text(required, regex(BACKUP_CODE, "validation.secondFactorCode")),
  }),
  // A change to the second factor is confirmed with the password.
  "/two-factor/enable": z.looseObject({ password: loginSchema.shape.password }),
  "/two-factor/disable": z.looseObject({ password: loginSchema.shape.password }),
  "/two-factor/generate-backup-codes": z.looseObject({ password: loginSchema.shape.password }),
  // A passkey's name as the settings' form takes it; a registration opens no other session.
  "/passkey/verify-registration": z.looseObject({
    name: z.optional(addPasskeySchema.shape.name),
    createSession: z.optional(z.literal(false)),
  }),
  "/passkey/delete-passkey": z.looseObject({ id: text(required, max(64)) }),
  "/change-password": z.looseObject({
    currentPassword: loginSchema.shape.password,
    newPassword: newPasswordSchema.shape.password,
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
