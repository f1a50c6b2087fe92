import { join } from "node:path";
import { testDataRoot } from "../test/dataRoot";

/** The log the browser run's server writes (LOG_FILE), in the run's own data directory. */
export const siteLogFile = () => join(testDataRoot().root, "site.log");
