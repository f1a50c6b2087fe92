import { type MessageId, useT } from "@rawafed/i18n";
import { FileField } from "../../fields/FileField/FileField";
import { TextField } from "../../fields/TextField/TextField";
import { type FileLike, imageExtensions } from "../../rules/rules";
import { type ProfileInput, type ProfileValues, profileSchema } from "../../schemas/comics";
import { IMAGE_MAX_BYTES } from "../../schemas/constants";
import type { SaveResult } from "../../server-errors";
import { Controlled } from "../shared/Controlled";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";
import * as styles from "./ProfileForm.css";

export interface ProfileFormProps {
  /**
   * Saves the profile. `{ ok: true }` shows "saved"; `{ ok: true, notice:
   * "comics.account.profile.emailPending" }` when a new address waits for the confirmation sent to
   * it (any `notice` replaces the success message); `{ fieldErrors }` shows them in place.
   */
  onSubmit: (values: ProfileValues) => Promise<SaveResult>;
  /** The account's name and address now. */
  defaultValues: { fullName: string; email: string };
  /** The current photo, shown beside the photo field; after a save, pass the new one. */
  photoUrl?: string | undefined;
  id?: string;
  titleLevel?: 1 | 2 | 3;
}

const labels = {
  fullName: "comics.field.fullName",
  email: "form.field.email",
  photo: "comics.field.photo",
} as const satisfies Record<keyof ProfileInput, MessageId>;

/**
 * The account's personal information: name, e-mail (a new address is used once confirmed from the
 * mail sent to it) and a new photo. The form stays after a save, its message below it; a chosen
 * photo is cleared once saved, as it then is the current one.
 */
export function ProfileForm({
  onSubmit,
  defaultValues,
  photoUrl,
  id = "profile",
  titleLevel = 2,
}: ProfileFormProps) {
  const t = useT();
  const rule = useRuleForm(profileSchema, {
    id,
    onSubmit,
    stays: true,
    fields: Object.entries(labels) as [keyof typeof labels, MessageId][],
    defaultValues: { ...defaultValues, photo: null },
    onSuccess: () => rule.form.setValue("photo", null),
  });
  return (
    <RuleFormFrame
      rule={rule}
      title="comics.account.personalInfo"
      titleLevel={titleLevel}
      submitLabel="action.save"
      success="comics.account.profile.saved"
    >
      <TextField {...rule.input("fullName")} label={labels.fullName} required autoComplete="name" />
      <TextField
        {...rule.input("email")}
        type="email"
        label={labels.email}
        hint="comics.account.profile.emailHint"
        required
        autoComplete="email"
      />
      <div className={styles.photoRow}>
        {photoUrl ? (
          <img
            className={styles.currentPhoto}
            src={photoUrl}
            alt={t("comics.account.profile.currentPhoto")}
          />
        ) : null}
        <div className={styles.photoField}>
          <Controlled<typeof profileSchema, FileLike | null> rule={rule} name="photo">
            {(field) => (
              <FileField
                {...field}
                label={labels.photo}
                extensions={imageExtensions}
                maxBytes={IMAGE_MAX_BYTES}
              />
            )}
          </Controlled>
        </div>
      </div>
    </RuleFormFrame>
  );
}
