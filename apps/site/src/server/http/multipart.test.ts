import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { FormPastLimits, MultipartError, readMultipart } from "./multipart";

const limits = { fields: 3, files: 1, fieldBytes: 16 };
/** A request with the form's encoded bytes as its body, as the server receives one. */
async function requestOf(form: FormData): Promise<Request> {
  const encoded = new Response(form);
  return new Request("http://local/upload", {
    method: "POST",
    headers: { "content-type": encoded.headers.get("content-type") ?? "" },
    body: await encoded.arrayBuffer(),
  });
}

describe("streamed multipart bodies", () => {
  it("returns the text fields and hands each file over as a stream", async () => {
    const form = new FormData();
    form.set("name", "Salt Road");
    form.set("pdf", new Blob(["%PDF-1.7"]), "c.pdf");
    const files: string[] = [];
    const values = await readMultipart(await requestOf(form), limits, async (part) => {
      files.push(`${part.field}:${part.name}:${await text(part.stream)}`);
    });
    expect(values).toEqual({ name: "Salt Road" });
    expect(files).toEqual(["pdf:c.pdf:%PDF-1.7"]);
  });

  it("refuses a body past its limits: too many files, a field too long", async () => {
    const twoFiles = new FormData();
    twoFiles.set("a", new Blob(["1"]), "a.pdf");
    twoFiles.set("b", new Blob(["2"]), "b.pdf");
    const drain = async (part: { stream: NodeJS.ReadableStream }) => {
      part.stream.resume();
    };
    await expect(readMultipart(await requestOf(twoFiles), limits, drain)).rejects.toThrow(
      FormPastLimits,
    );
    const long = new FormData();
    long.set("name", "x".repeat(40));
    await expect(readMultipart(await requestOf(long), limits, drain)).rejects.toThrow(
      FormPastLimits,
    );
  });

  it("refuses what is not a multipart body", async () => {
    const json = new Request("http://local/upload", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    await expect(readMultipart(json, limits, async () => {})).rejects.toThrow(MultipartError);
  });

  it("refuses a body cut off inside a part, or with a part that has no headers' end", async () => {
    const form = new FormData();
    form.set("pdf", new Blob(["%PDF-1.7 and more"]), "c.pdf");
    const whole = await requestOf(form);
    const bytes = new Uint8Array(await whole.arrayBuffer());
    const type = whole.headers.get("content-type") ?? "";
    const boundary = type.split("boundary=")[1];
    const bodies = [
      bytes.subarray(0, bytes.length - 30),
      new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="a"`),
    ];
    for (const body of bodies) {
      const cut = new Request("http://local/upload", {
        method: "POST",
        headers: { "content-type": type },
        body,
      });
      const drain = async (part: { stream: NodeJS.ReadableStream }) => {
        part.stream.resume();
      };
      await expect(readMultipart(cut, limits, drain)).rejects.toThrow(MultipartError);
    }
  });
});
