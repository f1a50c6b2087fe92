// `npm run users -- <command>`: the operator's accounts tool (CONTRACT.md, "Operations").
//   add EMAIL --role reader|translator|reviewer|admin|editor|publisher [--name NAME] [--totp]
//     (password from stdin; --totp sets up an authenticator app and prints its otpauth:// URI once)
//   list
//   set-role EMAIL ROLE
// Works on the server's database: PostgreSQL by DATABASE_URL at any time, or the embedded one
// under DATA_DIR while no server holds it.
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import { password as passwordRule } from "@rawafed/forms/schemas";
import { formatMessage, loadMessages } from "@rawafed/i18n";
import { asc, eq } from "drizzle-orm";
import { accounts, sessions, twoFactors, users } from "../db/accounts";
import { getDb } from "../db/index";
import { newAuthenticator } from "./authenticator";
import { hashPassword } from "./password";
import { isRole, isStaff, ROLES } from "./roles";
import { authSecret } from "./secret";

export interface Io {
  readPassword: () => Promise<string>;
  out: (line: string) => void;
}

const USAGE = `usage:
  npm run users -- add EMAIL --role ${ROLES.join("|")} [--name NAME] [--totp]   (password from stdin)
  npm run users -- list
  npm run users -- set-role EMAIL ROLE`;

class UsageError extends Error {}

// Loaded while the module runner that imports this file is open (it closes after the import).
const english = await loadMessages("en");

const normalEmail = (value: string | undefined) => {
  const email = value?.trim().toLowerCase() ?? "";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) throw new UsageError(`not an e-mail: ${value}`);
  return email;
};

const roleOf = (value: string | undefined) => {
  if (!isRole(value)) throw new UsageError(`the role must be one of ${ROLES.join(", ")}`);
  return value;
};

/** An id like better-auth's own (32 characters of base64url). */
const newId = () => randomBytes(24).toString("base64url");

async function add(
  email: string,
  role: string,
  { name, totp }: { name: string | undefined; totp: boolean },
  io: Io,
) {
  const password = await io.readPassword();
  // The sign-up form's own rule, and its own words.
  if (password === "" || !passwordRule.test(password)) {
    throw new UsageError(formatMessage("en", english, passwordRule.message));
  }
  const db = await getDb();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) throw new UsageError(`${email} already has an account: use set-role`);
  const id = newId();
  const hash = await hashPassword(password);
  const authenticator = totp ? await newAuthenticator(email, authSecret()) : null;
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      id,
      email,
      name: name ?? email.split("@")[0] ?? email,
      emailVerified: true,
      role,
      twoFactorEnabled: authenticator !== null,
    });
    if (authenticator) {
      await tx.insert(twoFactors).values({
        id: newId(),
        userId: id,
        secret: authenticator.secret,
        backupCodes: authenticator.backupCodes,
        verified: true,
      });
    }
    await tx.insert(accounts).values({
      id: newId(),
      accountId: id,
      providerId: "credential",
      userId: id,
      password: hash,
    });
  });
  io.out(`added ${email} (${role}); the account is active`);
  if (authenticator) {
    io.out("authenticator app (shown once: add it to the app, as a link or a QR code):");
    io.out(authenticator.uri);
    io.out(`backup codes, each usable once: ${authenticator.codes.join(" ")}`);
  } else if (isStaff(role)) {
    io.out("a staff account: log-in will ask them to set up a second factor (or add --totp)");
  }
}

async function list(io: Io) {
  const db = await getDb();
  const rows = await db
    .select({
      email: users.email,
      role: users.role,
      verified: users.emailVerified,
      created: users.createdAt,
    })
    .from(users)
    .orderBy(asc(users.createdAt));
  if (rows.length === 0) io.out("no accounts");
  for (const row of rows) {
    io.out(
      [
        row.email,
        row.role,
        row.verified ? "verified" : "unverified",
        row.created.toISOString(),
      ].join("\t"),
    );
  }
}

async function setRole(email: string, role: string, io: Io) {
  const db = await getDb();
  const changed = await db.transaction(async (tx) => {
    const [user] = await tx
      .update(users)
      .set({ role })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    // A change of role ends the person's sessions: the next log-in carries the new role.
    if (user) await tx.delete(sessions).where(eq(sessions.userId, user.id));
    return Boolean(user);
  });
  if (!changed) throw new UsageError(`no account for ${email}`);
  io.out(`${email} is now ${role}; their sessions were ended`);
}

/** Runs one command; returns the process's exit code. */
export async function runUsers(argv: string[], io: Io): Promise<number> {
  try {
    const { positionals, values } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { role: { type: "string" }, name: { type: "string" }, totp: { type: "boolean" } },
    });
    const [command, ...rest] = positionals;
    if (command === "add" && rest.length === 1) {
      const options = { name: values.name, totp: values.totp === true };
      await add(normalEmail(rest[0]), roleOf(values.role), options, io);
    } else if (command === "list" && rest.length === 0) {
      await list(io);
    } else if (command === "set-role" && rest.length === 2) {
      await setRole(normalEmail(rest[0]), roleOf(rest[1]), io);
    } else {
      throw new UsageError(USAGE);
    }
    return 0;
  } catch (error) {
    if (error instanceof UsageError) {
      io.out(error.message);
      return 2;
    }
    if (error instanceof Error && error.name === "EmbeddedDatabaseLocked") {
      io.out(error.message);
      return 3;
    }
    throw error;
  }
}
