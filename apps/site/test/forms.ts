// What the integration suites post: a client for the form endpoints and a job application.

import { type Agent, get, request } from "node:http";
import { makePdf } from "../src/server/comics/pages/testPdf";
import type { RunningServer } from "./server";

/** A CV the server accepts: a real one-page PDF (one that only starts like a PDF is refused). */
export const cvPdf = await makePdf(1);

/** Posts JSON, or multipart when given a FormData, to the server under test. */
export const poster =
  (server: () => RunningServer) =>
  (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server().url}${path}`, {
      method: "POST",
      headers:
        body instanceof FormData ? headers : { "content-type": "application/json", ...headers },
      body: body instanceof FormData ? body : JSON.stringify(body),
    });

/**
 * A post the server may answer before it has read the whole body (an upload far over the limit):
 * the server sends its answer and closes, and a client still writing then meets a closed socket.
 * fetch reports that as a failure whichever came first; this reads the answer when there is one.
 */
export async function postAnsweredEarly(
  url: string,
  form: FormData | string,
  headers: Record<string, string> = {},
): Promise<{ status: number; json: () => unknown }> {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    let answered = false;
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        headers: {
          "content-type": encoded.headers.get("content-type") ?? "",
          ...headers,
          "content-length": String(body.length),
        },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            json: () => JSON.parse(Buffer.concat(chunks).toString("utf8")),
          }),
        );
        res.on("error", reject);
      },
    );
    // A write cut short after the answer is the server closing as it said it would.
    req.on("error", (error) => {
      if (!answered) reject(error);
    });
    req.end(body);
  });
}

/**
 * A post whose body is sent up to the end of the part headers after `holdAfter`, then held until
 * the answer has come, then finished: what a slow client meets when the server answers early.
 * Resolves once the answer is read and the whole body has gone out; `agent` may keep the
 * connection for a next request.
 */
export async function postHeldUntilAnswered(
  url: string,
  form: FormData,
  holdAfter: string,
  headers: Record<string, string> = {},
  agent?: Agent,
): Promise<{ status: number; json: () => unknown }> {
  const encoded = new Response(form);
  const body = Buffer.from(await encoded.arrayBuffer());
  const mark = body.indexOf(holdAfter);
  if (mark < 0) throw new Error(`the body holds no ${holdAfter}`);
  const split = body.indexOf("\r\n\r\n", mark) + 4;
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: "POST",
        agent,
        headers: {
          "content-type": encoded.headers.get("content-type") ?? "",
          ...headers,
          "content-length": String(body.length),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        const read = new Promise((done) => res.on("end", done));
        // The rest of the body goes out only now, after the answer.
        const sent = new Promise((done) => req.end(body.subarray(split), () => done(null)));
        Promise.all([read, sent]).then(() =>
          resolve({
            status: res.statusCode ?? 0,
            json: () => JSON.parse(Buffer.concat(chunks).toString("utf8")),
          }),
        );
      },
    );
    req.on("error", reject);
    req.write(body.subarray(0, split));
  });
}

/** A GET through `agent`: its status, and whether it went on a connection kept from before. */
export const getThrough = (url: string, agent: Agent) =>
  new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
    const req = get(url, { agent }, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, reused: req.reusedSocket }));
    });
    req.on("error", reject);
  });

/** A job application's fields (`fields` override them) with `cv` as the file, when given. */
export function jobApplication(
  cv: Uint8Array | Blob | null,
  name = "cv.pdf",
  fields: Record<string, string> = {},
): FormData {
  const form = new FormData();
  const values = {
    name: "Omar Al-Harbi",
    email: "omar@example.com",
    phone: "+966501234567",
    city: "Riyadh",
    company: "",
    summary: "Ten years in warehouse operations.",
    message: "",
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  if (cv) form.set("cv", cv instanceof Blob ? cv : new Blob([cv as BlobPart]), name);
  return form;
}
