// The one door of every API call (issue #30). An endpoint is declared with `endpoint({...})`, and
// the checks run here, always in this order, before its own work:
//   1. the method: `apiHandlers` answers any other 405 with Allow (methods.ts);
//   2. same origin for an unsafe method: 403 for another site's post;
//   3. the rate limit: 429 with Retry-After, per client address or per signed-in person;
//   4. the locale the answers are written in (the page posted from, the cookie, the header);
//   5. the session and the role: 401 for a visitor, 403 for a role the endpoint is not for;
//   6. the body within its cap: 415 for another type, 413 past the cap, 400 unreadable;
//   7. the schema: 422 with a message id per field, in the forms' shape;
//   8. the endpoint's `handle`, given what was read and who asks.
// `rate`, `who` and `body` must be written for every endpoint (TypeScript says so); leaving one
// out is done only with `{ waived: "why" }`, in the open. `apiHandlers` takes nothing but what
// this returns, so a route under /api cannot skip the door (and `routes.test.ts` checks each).
import { validate } from "@rawafed/forms/schemas";
import type { Locale } from "@rawafed/i18n";
import type * as z from "zod/mini";
import { isRole, isStaff, type Role } from "../accounts/roles";
import { openedWithSecondFactor, type SignedIn, sessionOf } from "../accounts/viewer";
import { type Database, getDb } from "../db/index";
import {
  forbidden,
  formProblem,
  invalid,
  loginRequired,
  requestLocale,
  secondFactorRequired,
  unauthorized,
} from "./answers";
import {
  type Accepts,
  acceptedType,
  type Body,
  type BodyRule,
  noBody,
  readBody,
  readStream,
  refuseType,
  type StreamRule,
} from "./body";
import { ENDPOINT, type Endpoint } from "./mark";
import type { FilePart } from "./multipart";
import { sameOrigin } from "./origin";
import { clientKey, rateLimited } from "./rate";

/** A check left to someone else, and why: the one way an endpoint goes without one. */
export interface Waived {
  waived: string;
}

/**
 * Who may call: anyone; anyone signed in; a `reader` (signed in, address verified: a visitor gets
 * the comics pages' `401 LOGIN_REQUIRED`); or the roles of a group (`accounts/roles.ts`).
 */
export type Who = "anyone" | "signedIn" | "reader" | readonly Role[];

export interface Rate {
  /** The counter's name: endpoints naming the same one share its count. */
  key: string;
  /** Calls a minute; the forms' `RATE_LIMIT_MAX` (20) unless told. */
  max?: number;
  /**
   * Per client address (the default), or per signed-in person, so that people behind one address
   * (a school, a café) do not share a limit; their visitors then share one per address.
   */
  per?: "client" | "person";
}

/** A body read whole, its values checked by `schema` when it has one. */
export interface ValuesRule extends BodyRule {
  accepts: Exclude<Accepts, "multipart-stream">;
  schema?: z.ZodMiniType;
}

/** `none`: nothing is read (a GET, a download). */
export type BodySpec = "none" | ValuesRule | StreamRule | Waived;

export type User = SignedIn["user"];

/** Reads an upload's body, its files handed to `onFile` as they arrive (see `readStream`). */
export type Upload = (
  onFile: (part: FilePart) => Promise<void>,
) => Promise<Record<string, string> | Response>;

/** What an endpoint's `handle` is given once every check has passed. */
export interface Admitted<W extends Who, B extends BodySpec> {
  request: Request;
  locale: Locale;
  db: Database;
  /** The caller; none is read for an endpoint open to anyone. */
  user: W extends "anyone" ? null : User;
  /** The values and files read (empty for none or a stream). */
  body: Body;
  /** The body as the schema gave it back. */
  data: B extends { schema: infer S extends z.ZodMiniType } ? z.output<S> : undefined;
  upload: B extends StreamRule ? Upload : undefined;
}

export interface EndpointSpec<W extends Who, B extends BodySpec> {
  /** Another site's post is refused unless this says who checks instead. */
  crossSite?: Waived;
  rate: Rate | Waived;
  who: W;
  /** What a signed-in person of another role is told with the 403. */
  forbidden?: string;
  body: B;
  handle: (admitted: Admitted<W, B>) => Promise<Response>;
}

const isWaived = (value: unknown): value is Waived =>
  typeof value === "object" && value !== null && "waived" in value;

/** Methods that change nothing: a browser's cross-site GET carries no forged intent. */
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** How many visitors' calls an address may make a minute where the limit is per person. */
const VISITORS_PER_MINUTE = 60;

/** The 429, or nothing when the call is within its limit. */
async function overLimit(
  db: Database,
  request: Request,
  locale: Locale,
  rate: Rate,
  user: User | null,
): Promise<Response | undefined> {
  const person = rate.per === "person";
  const key =
    person && user
      ? `${rate.key}:${user.id}`
      : `${person ? "visitors" : rate.key}:${clientKey(request)}`;
  const max = person && !user ? VISITORS_PER_MINUTE : rate.max;
  const wait = await rateLimited(db, key, Date.now(), max);
  if (wait === 0) return undefined;
  return formProblem(429, locale, "validation.tooManyRequests", { "Retry-After": String(wait) });
}

/**
 * The 401 or 403 for `user`, or nothing when `who` lets them in. A staff account reaches nothing
 * until it has a second factor (CONTRACT.md, "Operations"), whatever its pages show: 403
 * `SECOND_FACTOR_REQUIRED` (it sets one up through better-auth's own endpoints).
 */
function refusedPerson(
  who: Who,
  signedIn: SignedIn | null,
  message?: string,
): Response | undefined {
  if (who === "anyone") return undefined;
  const user = signedIn?.user ?? null;
  if (user && isStaff(user.role) && !openedWithSecondFactor(signedIn)) {
    return secondFactorRequired();
  }
  if (who === "reader") return user ? undefined : loginRequired();
  if (!user) return unauthorized();
  if (who === "signedIn") return undefined;
  const role: Role = isRole(user.role) ? user.role : "reader";
  return who.includes(role) ? undefined : forbidden(message ?? "Not for your role.");
}

/** The checks, in the module's order, then `spec.handle`. */
export function endpoint<const W extends Who, const B extends BodySpec>(
  spec: EndpointSpec<W, B>,
): Endpoint {
  const rate = isWaived(spec.rate) ? null : spec.rate;
  if (rate?.per === "person" && spec.who === "anyone") {
    throw new Error("a limit per person needs an endpoint for signed-in people");
  }
  const run = async (request: Request): Promise<Response> => {
    const locale = requestLocale(request);
    if (!SAFE_METHODS.has(request.method) && !spec.crossSite && !sameOrigin(request)) {
      return formProblem(403, locale, "validation.fieldInvalid");
    }
    const db = await getDb();
    const whose = async () => {
      if (spec.who === "anyone") return null;
      const found = await sessionOf(request.headers);
      // A reader's address is verified: until then they count, and are answered, as a visitor.
      return spec.who === "reader" && !found?.user.emailVerified ? null : found;
    };
    // Counted per person, the session is read first; per address, only once the count allows.
    const perPerson = rate?.per === "person";
    let signedIn = perPerson ? await whose() : null;
    const limited = rate && (await overLimit(db, request, locale, rate, signedIn?.user ?? null));
    if (limited) return limited;
    if (!perPerson) signedIn = await whose();
    const user = signedIn?.user ?? null;
    const refused = refusedPerson(spec.who, signedIn, spec.forbidden);
    if (refused) return refused;

    let body = noBody();
    let data: unknown;
    let upload: Upload | undefined;
    const rule = spec.body;
    if (rule !== "none" && !isWaived(rule)) {
      if (!acceptedType(request, rule)) {
        if (!rule.optional) return refuseType(locale, rule);
      } else if (rule.accepts === "multipart-stream") {
        upload = (onFile) => readStream(request, locale, rule as StreamRule, onFile);
      } else {
        const read = await readBody(request, locale, rule);
        if (read instanceof Response) return read;
        body = read;
        const schema = (rule as ValuesRule).schema;
        if (schema) {
          const form = validate(schema, body.values);
          if (!form.ok) return invalid(locale, form.fieldErrors);
          data = form.data;
        }
      }
    }
    return spec.handle({ request, locale, db, user, body, data, upload } as Admitted<W, B>);
  };
  return Object.assign(({ request }: { request: Request }) => run(request), {
    [ENDPOINT]: true as const,
  });
}
