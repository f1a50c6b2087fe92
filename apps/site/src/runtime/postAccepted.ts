/**
 * Posts `body` as JSON to one of the site's own endpoints, once (a decision is not sent twice);
 * `true` once the server took it. For the consoles' buttons, which say only saved or not.
 */
export async function postAccepted(path: string, body: object): Promise<boolean> {
  const response = await fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    credentials: "same-origin",
    body: JSON.stringify(body),
  }).catch(() => null);
  return response?.ok === true;
}
