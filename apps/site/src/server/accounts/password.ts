import { hash, verify } from "@node-rs/argon2";

/** argon2id with OWASP's recommended minimum (19 MiB, 2 passes, 1 lane); 2 is Argon2id. */
const argon2id = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** A password's argon2id hash as a PHC string (the salt and parameters inside it). */
export const hashPassword = (password: string): Promise<string> => hash(password, argon2id);

export const verifyPassword = (stored: string, password: string): Promise<boolean> =>
  verify(stored, password);
