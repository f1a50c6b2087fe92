// The password reset crosses three pages (e-mail, code, new password). What the person gave on
// one page waits for the next in this tab's session storage: never in the address, where it would
// stay in the history and in logs.
const KEY = "rawafed.reset";

interface ResetFlow {
  email: string;
  code?: string;
}

function read(): ResetFlow | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as ResetFlow | null;
    return value && typeof value.email === "string" ? value : null;
  } catch {
    return null;
  }
}

function write(flow: ResetFlow | null): void {
  try {
    if (flow) sessionStorage.setItem(KEY, JSON.stringify(flow));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode quota): the next page asks again.
  }
}

export const resetFlow = {
  read,
  start: (email: string) => write({ email }),
  withCode: (code: string) => {
    const flow = read();
    if (flow) write({ ...flow, code });
  },
  end: () => write(null),
};
