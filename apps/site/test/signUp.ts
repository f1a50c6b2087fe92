// The site's sign-up form as a test posts it (both steps at once, multipart).

export const SIGN_UP_PASSWORD = "Secret123!";

/** A complete, valid sign-up for `email`; `extra` replaces or adds fields (a photo, a locale). */
export function signUpForm(email: string, extra: Record<string, string | File> = {}): FormData {
  const form = new FormData();
  const fields: Record<string, string | File> = {
    fullName: "Noura Saleh",
    email,
    password: SIGN_UP_PASSWORD,
    confirmPassword: SIGN_UP_PASSWORD,
    gender: "female",
    dateOfBirth: "1995-04-12",
    nationality: "saudi",
    consent: "true",
    locale: "en",
    ...extra,
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

/** Posts a sign-up to the server at `url`, from its own pages (`Origin`). */
export const postSignUp = (url: string, form: FormData, headers: Record<string, string> = {}) =>
  fetch(`${url}/api/account/sign-up`, {
    method: "POST",
    headers: { origin: url, ...headers },
    body: form,
  });
