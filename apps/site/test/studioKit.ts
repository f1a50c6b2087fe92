// The studio's HTTP tests start alike: their people made in a fresh store (each named by their
// role, a `second…` one a second of that role), the production server on it, each signed in from an
// address of their own.
import { addUser, openStore } from "./comicsStore";
import { signIn } from "./roles";
import { newDataDir, type RunningServer, startServer, storeEnv } from "./server";

export const STUDIO_PASSWORD = "Studio123!x";

/** `secondPublisher` is a publisher; every other key is its own role. */
const roleOf = (who: string) =>
  who.startsWith("second") ? who.slice("second".length).toLowerCase() : who;

export async function startStudioServer<P extends Record<string, string>>(
  people: P,
): Promise<{ server: RunningServer; cookies: Record<keyof P, string> }> {
  const dataDir = newDataDir();
  const store = await openStore(dataDir);
  try {
    for (const who of Object.keys(people)) {
      await addUser(store.db, {
        email: people[who] as string,
        role: roleOf(who) as never,
        password: STUDIO_PASSWORD,
      });
    }
  } finally {
    await store.close();
  }
  const server = await startServer({ ...storeEnv(dataDir), TRUST_PROXY: "1", SEED_DEMO: "0" });
  const cookies = await signIn(server.url, people, STUDIO_PASSWORD);
  return { server, cookies: cookies as Record<keyof P, string> };
}
