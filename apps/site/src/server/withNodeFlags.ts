// Imported first by server.mjs, before anything else loads (see nodeFlags.ts).
import { restartWithServerFlags } from "./nodeFlags.ts";

restartWithServerFlags();
