// Multipart bodies read as they arrive. `request.formData()` holds every file whole in memory
// before anything can be checked, and a chapter's PDF may be 100 MB: busboy hands each file over as
// a stream instead, checked and written to the file store chunk by chunk (files.ts).
import { Readable } from "node:stream";
import busboy from "busboy";

/** One file of the form: its field, the name the browser gave it, its bytes as they arrive. */
export interface FilePart {
  field: string;
  name: string;
  stream: Readable;
}

export class MultipartError extends Error {}

/**
 * A form past its limits (too many files, a field too long). The rest of its body is still read,
 * and dropped, after the answer (up to the body's cap): a client still sending then gets its
 * answer, not a reset socket, and the connection stays usable.
 */
export class FormPastLimits extends MultipartError {}

/**
 * Reads and drops the rest of `body`; past its cap it fails (its error listener, below, takes
 * that), and the connection closes then.
 */
function drainAfterAnswer(body: Readable) {
  if (!body.readableEnded && !body.destroyed) body.resume();
}

export interface MultipartLimits {
  /** Text fields at most, and files at most. */
  fields: number;
  files: number;
  /** A text field's length at most (a longer one is refused, not cut). */
  fieldBytes: number;
}

/**
 * Reads a multipart body: the text fields are returned, each file is given to `onFile` (which must
 * read its stream to the end, or the body stalls). Throws what the body's stream threw (e.g. the
 * body limit's `BodyTooLarge`), or a MultipartError for a body that is not a form within `limits`;
 * every file handler has settled by then.
 */
export async function readMultipart(
  request: Request,
  limits: MultipartLimits,
  onFile: (part: FilePart) => Promise<void>,
): Promise<Record<string, string>> {
  if (!request.body) throw new MultipartError("no body");
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.headers.get("content-type") ?? "" },
      defParamCharset: "utf8",
      limits: {
        fields: limits.fields,
        files: limits.files,
        parts: limits.fields + limits.files,
        fieldSize: limits.fieldBytes,
      },
    });
  } catch (error) {
    throw new MultipartError(`not a multipart body: ${(error as Error).message}`);
  }

  const values: Record<string, string> = {};
  const streams: Readable[] = [];
  const handled: Promise<void>[] = [];
  let bodyError: unknown;
  const parsed = new Promise<void>((resolve, reject) => {
    const refuse = (why: string) => reject(new FormPastLimits(why));
    parser.on("field", (name, value, info) => {
      if (info.valueTruncated) refuse(`field ${name} too long`);
      else values[name] = value;
    });
    parser.on("file", (field, stream, info) => {
      // Its handler reads the failure from its own reading; an error nobody listens to would
      // otherwise end the process.
      stream.on("error", () => {});
      streams.push(stream);
      handled.push(onFile({ field, name: info.filename ?? "", stream }));
    });
    parser.on("fieldsLimit", () => refuse("too many fields"));
    parser.on("filesLimit", () => refuse("too many files"));
    parser.on("partsLimit", () => refuse("too many parts"));
    // The body's own failure (past its cap, the client gone) as it is; busboy's, a malformed form.
    parser.on("error", (error) =>
      reject(error === bodyError ? error : new MultipartError((error as Error).message)),
    );
    parser.on("close", resolve);
  });

  const body = Readable.fromWeb(request.body as import("node:stream/web").ReadableStream);
  body.on("error", (error) => {
    bodyError = error;
    parser.destroy(error);
  });
  body.pipe(parser);
  try {
    await parsed;
  } catch (error) {
    // The files still streaming fail too, so that their handlers clean up after themselves.
    for (const stream of streams) if (!stream.readableEnded) stream.destroy(error as Error);
    body.unpipe(parser);
    if (error instanceof FormPastLimits) drainAfterAnswer(body);
    else if (!body.readableEnded) body.destroy();
    await Promise.allSettled(handled);
    throw error;
  }
  await Promise.all(handled);
  return values;
}
