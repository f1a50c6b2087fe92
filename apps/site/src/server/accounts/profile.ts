// The signed-in person's own details: POST /api/account/profile (name, photo, a new address) and
// POST /api/account/settings (the language of their e-mails).
import {
  accountSettingsSchema,
  IMAGE_MAX_BYTES,
  profileSchema,
  validate,
} from "@rawafed/forms/schemas";
import { endpoint } from "../http/admission";
import { invalid, ok } from "../http/answers";
import { getAuth } from "./auth";
import { sendSecurityNotice } from "./mails";
import { cookiesFrom, onBehalfOf } from "./onBehalf";
import { preparePhoto, removePhoto, storePhoto } from "./photos";

const MAX_PROFILE_BYTES = IMAGE_MAX_BYTES + 16 * 1024;
const MAX_SETTINGS_BYTES = 1024;

/**
 * Name and photo change at once; a new photo replaces the old one (whose file is removed). A new
 * address starts better-auth's change of e-mail: a link goes to the new address, which becomes
 * the account's once it is opened. An address of another account is answered the same way (and
 * nothing is sent), so the form tells nobody who has an account.
 */
export const handleProfile = endpoint({
  rate: { key: "account-profile" },
  who: "signedIn",
  body: { accepts: "multipart", maxBytes: MAX_PROFILE_BYTES, fileField: "photo" },
  handle: async ({ request, locale, user, body }) => {
    const photoFile = body.files.get("photo") ?? null;
    const form = validate(profileSchema, { ...body.values, photo: photoFile });
    const photo = photoFile && form.ok ? await preparePhoto(photoFile) : null;
    if (!form.ok) return invalid(locale, form.fieldErrors);
    if (photo && "error" in photo) return invalid(locale, { photo: photo.error });

    const auth = await getAuth();
    const image = photo ? await storePhoto(user.id, photo.bytes) : undefined;
    let headers: Headers;
    try {
      const updated = await auth.api.updateUser({
        ...onBehalfOf(request),
        body: { name: form.data.fullName, ...(image ? { image } : {}) },
        returnHeaders: true,
      });
      headers = cookiesFrom(updated.headers);
    } catch (error) {
      if (image && image !== user.image) await removePhoto(image);
      throw error;
    }
    if (image && image !== user.image) await removePhoto(user.image);

    const newEmail = form.data.email.toLowerCase();
    const emailChangePending = newEmail !== user.email.toLowerCase();
    if (emailChangePending) {
      await auth.api.changeEmail({ ...onBehalfOf(request), body: { newEmail } });
      sendSecurityNotice("changeRequested", user, request);
    }
    return ok({ emailChangePending }, headers);
  },
});

/** The language of the person's e-mails (`users.locale`). */
export const handleSettings = endpoint({
  rate: { key: "account-settings" },
  who: "signedIn",
  body: { accepts: "json", maxBytes: MAX_SETTINGS_BYTES, schema: accountSettingsSchema },
  handle: async ({ request, data }) => {
    const auth = await getAuth();
    const updated = await auth.api.updateUser({
      ...onBehalfOf(request),
      body: { locale: data.mailLocale },
      returnHeaders: true,
    });
    return ok({}, cookiesFrom(updated.headers));
  },
});
