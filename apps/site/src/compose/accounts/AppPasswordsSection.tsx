import { AppPasswordList, Heading, NewAppPassword, Stack, Text } from "@rawafed/design-system";
import { AppPasswordForm } from "@rawafed/forms";
import { type MessageId, useT } from "@rawafed/i18n";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import {
  type MadeAppPassword,
  makeAppPassword,
  revokeAppPassword,
} from "../../runtime/appPasswords";
import type { AppPasswordRow } from "../../server/accounts/appPasswords";
import { keyedRoot, OPDS, V1, V2 } from "../../server/opds/paths";

/**
 * Reading apps in the account's settings: the person's app passwords, each revocable, and a form
 * that makes one, shown once with the catalogs' addresses the app needs.
 */
export function AppPasswordsSection({
  passwords,
  origin,
  email,
}: {
  passwords: readonly AppPasswordRow[];
  origin: string;
  email: string;
}) {
  const t = useT();
  const router = useRouter();
  const [made, setMade] = useState<MadeAppPassword | null>(null);
  // A new form once the new password is put away (the last one's success stays till then).
  const [round, setRound] = useState(0);
  const [revoking, setRevoking] = useState<string | null>(null);
  const [said, setSaid] = useState<{ message: MessageId; alert: boolean } | null>(null);
  const catalog = (root: string, version: string) => `${origin}${root}/${version}/catalog`;
  return (
    <section id="app-passwords" aria-labelledby="app-passwords-title">
      <Stack gap="md">
        <Heading level={2} id="app-passwords-title">
          {t("comics.appPasswords.title")}
        </Heading>
        <Text>{t("comics.appPasswords.intro")}</Text>
        <AppPasswordList
          passwords={passwords}
          revoking={revoking}
          onRevoke={async (id) => {
            setRevoking(id);
            const revoked = await revokeAppPassword(id);
            setRevoking(null);
            setSaid(
              revoked
                ? { message: "comics.appPasswords.revoked", alert: false }
                : { message: "validation.serverError", alert: true },
            );
            if (revoked) await router.invalidate();
          }}
        />
        <div role="status">{said && !said.alert ? <Text>{t(said.message)}</Text> : null}</div>
        {said?.alert ? (
          <div role="alert">
            <Text tone="critical">{t(said.message)}</Text>
          </div>
        ) : null}
        <AppPasswordForm
          key={round}
          onSubmit={async (values) => {
            const { result, made: fresh } = await makeAppPassword(values);
            if (fresh) {
              setSaid(null);
              setMade(fresh);
              await router.invalidate();
            }
            return result;
          }}
        />
        {made ? (
          <NewAppPassword
            name={made.name}
            password={made.password}
            user={email}
            catalogs={{
              v1: catalog(OPDS, V1),
              v2: catalog(OPDS, V2),
              keyed: catalog(keyedRoot(made.password), V1),
            }}
            onDone={() => {
              setMade(null);
              setRound((count) => count + 1);
            }}
          />
        ) : null}
      </Stack>
    </section>
  );
}
