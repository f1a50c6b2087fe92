// Who may upload comics and chapters (CONTRACT.md: translators). No server code: routes import it.
import type { Role } from "../accounts/roles";

export const UPLOAD_ROLES: readonly Role[] = ["translator"];
