import {
  Button,
  Heading,
  type PasskeyItem,
  PasskeyList,
  Stack,
  Text,
} from "@rawafed/design-system";
import { AddPasskeyForm } from "@rawafed/forms";
import { FORM_ERROR, type SubmitResult } from "@rawafed/forms/schemas";
import { type MessageId, useT } from "@rawafed/i18n";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import { addPasskey, removePasskey, signInWithPasskey } from "../../runtime/passkeys";

/** A form-level message of a result, if it has one. */
const messageOf = (result: SubmitResult): MessageId | null =>
  result.ok ? null : (result.fieldErrors[FORM_ERROR] ?? null);

/**
 * The account's passkeys: the list, each removable unless it is a staff member's last second
 * factor (`canRemoveLast`), and a form that adds one. `onAdded`: where a staff member setting up
 * their first goes on (their session has its second step from then on).
 */
export function PasskeysPart({
  passkeys,
  canRemoveLast,
  onAdded,
}: {
  passkeys: readonly PasskeyItem[];
  canRemoveLast: boolean;
  onAdded?: (() => void) | undefined;
}) {
  const t = useT();
  const router = useRouter();
  const [removing, setRemoving] = useState<string | null>(null);
  const [said, setSaid] = useState<{ message: MessageId; alert: boolean } | null>(null);
  const removable = canRemoveLast || passkeys.length > 1;
  return (
    <section aria-labelledby="two-factor-passkeys">
      <Stack gap="md">
        <Heading level={3} id="two-factor-passkeys">
          {t("comics.passkeys.title")}
        </Heading>
        <Text>{t("comics.passkeys.intro")}</Text>
        <PasskeyList
          passkeys={passkeys}
          removing={removing}
          onRemove={
            removable
              ? async (id) => {
                  setRemoving(id);
                  const result = await removePasskey(id);
                  setRemoving(null);
                  const refusal = messageOf(result);
                  setSaid(
                    refusal
                      ? { message: refusal, alert: true }
                      : { message: "comics.passkeys.removed", alert: false },
                  );
                  if (!refusal) await router.invalidate();
                }
              : undefined
          }
        />
        {!removable && passkeys.length > 0 ? <Text>{t("comics.passkeys.keepLast")}</Text> : null}
        <div role="status">{said && !said.alert ? <Text>{t(said.message)}</Text> : null}</div>
        {said?.alert ? (
          <div role="alert">
            <Text tone="critical">{t(said.message)}</Text>
          </div>
        ) : null}
        <AddPasskeyForm
          key={passkeys.length}
          onSubmit={async (values) => {
            const result = await addPasskey(values);
            if (result.ok) {
              if (onAdded) onAdded();
              else await router.invalidate();
            }
            return result;
          }}
        />
      </Stack>
    </section>
  );
}

/**
 * Logging in with a passkey the device holds: on the log-in page, or (`confirm`) to confirm a
 * session opened with the password, of a staff account whose second factor is a passkey (a new
 * session, opened with it). Then `onSignedIn`.
 */
export function PasskeyLogIn({
  confirm = false,
  onSignedIn,
}: {
  confirm?: boolean;
  onSignedIn: () => void;
}) {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<MessageId | null>(null);
  return (
    <Stack gap="md">
      {confirm ? (
        <div role="alert">
          <Text>{t("comics.passkeys.confirmIntro")}</Text>
        </div>
      ) : null}
      <div>
        <Button
          variant={confirm ? "primary" : "secondary"}
          loading={busy}
          onClick={async () => {
            setBusy(true);
            setRefusal(null);
            const result = await signInWithPasskey();
            setBusy(false);
            if (result.ok) onSignedIn();
            else setRefusal(messageOf(result) ?? "validation.serverError");
          }}
        >
          {t(confirm ? "comics.passkeys.confirm" : "comics.passkeys.logIn")}
        </Button>
      </div>
      {refusal ? (
        <div role="alert">
          <Text tone="critical">{t(refusal)}</Text>
        </div>
      ) : null}
    </Stack>
  );
}
