import { Writable } from "node:stream";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { REDACTED_PATHS, scrubError, scrubText } from "./scrub";

/** A logger with the server's redaction, writing its lines into `lines`. */
function capture() {
  const lines: Record<string, unknown>[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const log = pino({ redact: { paths: REDACTED_PATHS, censor: "[redacted]" } }, sink);
  return { log, lines };
}

describe("what the log never holds", () => {
  it("redacts secret and personal fields wherever they sit, two levels deep", () => {
    const { log, lines } = capture();
    log.info({
      password: "Secret123!",
      user: { email: "someone@example.com", name: "Noura" },
      request: { headers: { authorization: "Bearer abc", cookie: "session=1" } },
      code: "482913",
    });
    expect(lines[0]).toMatchObject({
      password: "[redacted]",
      user: { email: "[redacted]", name: "Noura" },
      request: { headers: { authorization: "[redacted]", cookie: "[redacted]" } },
      code: "[redacted]",
    });
  });

  it("masks any e-mail address in a message or an error", () => {
    expect(scrubText("could not write to someone.else+tag@mail.example.org")).toBe(
      "could not write to [email]",
    );
    const error = new Error("550 rejected: reader@example.com", {
      cause: new Error("for reader@example.com"),
    });
    const scrubbed = JSON.stringify(scrubError(error));
    expect(scrubbed).not.toContain("reader@example.com");
    expect(scrubbed).toContain("550 rejected: [email]");
  });
});
