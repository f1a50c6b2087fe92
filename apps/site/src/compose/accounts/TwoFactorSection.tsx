import {
  BackupCodeList,
  Button,
  Heading,
  type PasskeyItem,
  Stack,
  Text,
  TwoFactorSetup,
} from "@rawafed/design-system";
import { PasswordConfirmForm, SecondFactorForm } from "@rawafed/forms";
import { useT } from "@rawafed/i18n";
import { useRouter } from "@tanstack/react-router";
import { useState } from "react";
import {
  confirmTwoFactor,
  disableTwoFactor,
  enableTwoFactor,
  newBackupCodes,
} from "../../runtime/accounts";
import { isStaff } from "../../server/accounts/roles";
import type { Viewer } from "../../server/accounts/viewer";
import { PasskeyLogIn, PasskeysPart } from "./PasskeysPart";

type Step =
  | { at: "idle" }
  | { at: "adding"; uri: string; codes: string[] }
  | { at: "codes"; codes: string[] };

/**
 * Two-step verification in the account's settings: an authenticator app (turned on with the
 * password, added by QR code, link or key, confirmed with its first code, then the backup codes
 * shown once) and passkeys. The staff must have one (they are sent here until their session was
 * opened with one) and keep their last; `next` is where they were going.
 */
export function TwoFactorSection({
  viewer,
  passkeys,
  next,
}: {
  viewer: Viewer;
  passkeys: readonly PasskeyItem[];
  next?: string | undefined;
}) {
  const t = useT();
  const staff = isStaff(viewer.role);
  const held = viewer.appCode || passkeys.length > 0;
  const blocked = staff && !viewer.secondFactorSession;
  /** Where a staff member goes once their session has its second step. */
  const proceed = () => window.location.assign(next ?? window.location.pathname);
  return (
    <section id="two-factor" aria-labelledby="two-factor-title">
      <Stack gap="lg">
        <Heading level={2} id="two-factor-title">
          {t("comics.twoFactor.title")}
        </Heading>
        {blocked && held ? (
          // A password session of an account whose factor is a passkey: the passkey first.
          <PasskeyLogIn confirm onSignedIn={proceed} />
        ) : (
          <>
            {blocked ? (
              <div role="alert">
                <Text>{t("comics.twoFactor.required")}</Text>
              </div>
            ) : null}
            <AppPart viewer={viewer} canTurnOff={!staff || passkeys.length > 0} next={next} />
            <PasskeysPart
              passkeys={passkeys}
              canRemoveLast={!staff || viewer.appCode}
              onAdded={blocked ? proceed : undefined}
            />
          </>
        )}
      </Stack>
    </section>
  );
}

/** The authenticator app: turned on, its backup codes renewed, or turned off. */
function AppPart({
  viewer,
  canTurnOff,
  next,
}: {
  viewer: Viewer;
  canTurnOff: boolean;
  next?: string | undefined;
}) {
  const t = useT();
  const router = useRouter();
  const [step, setStep] = useState<Step>({ at: "idle" });
  const on = viewer.appCode;
  return (
    <section aria-labelledby="two-factor-app">
      <Stack gap="md">
        <Heading level={3} id="two-factor-app">
          {t("comics.twoFactor.app")}
        </Heading>
        <Text>{t(on ? "comics.twoFactor.on" : "comics.twoFactor.off")}</Text>

        {step.at === "adding" ? (
          <>
            <TwoFactorSetup uri={step.uri} />
            <SecondFactorForm
              purpose="setUp"
              id="confirm-two-factor"
              titleLevel={3}
              onSubmit={async ({ code }) => {
                const result = await confirmTwoFactor(code);
                if (result.ok) setStep({ at: "codes", codes: step.codes });
                return result;
              }}
            />
          </>
        ) : null}

        {step.at === "codes" ? (
          <>
            <BackupCodeList codes={step.codes} />
            <Button
              onClick={async () => {
                setStep({ at: "idle" });
                if (next) window.location.assign(next);
                else await router.invalidate();
              }}
            >
              {t("comics.twoFactor.continue")}
            </Button>
          </>
        ) : null}

        {step.at === "idle" && !on ? (
          <PasswordConfirmForm
            id="turn-on-two-factor"
            title="comics.twoFactor.turnOn"
            intro="comics.twoFactor.turnOnIntro"
            submitLabel="comics.twoFactor.turnOn"
            success="comics.twoFactor.started"
            onSubmit={async ({ password }) => {
              const result = await enableTwoFactor(password);
              if (result.ok) setStep({ at: "adding", uri: result.uri, codes: result.backupCodes });
              return result;
            }}
          />
        ) : null}

        {step.at === "idle" && on ? (
          <>
            <PasswordConfirmForm
              id="new-backup-codes"
              title="comics.twoFactor.newCodes"
              intro="comics.twoFactor.newCodesIntro"
              submitLabel="comics.twoFactor.newCodes"
              success="comics.twoFactor.newCodesDone"
              onSubmit={async ({ password }) => {
                const result = await newBackupCodes(password);
                if (result.ok) setStep({ at: "codes", codes: result.backupCodes });
                return result;
              }}
            />
            {!canTurnOff ? (
              <Text>{t("comics.twoFactor.staffKeep")}</Text>
            ) : (
              <PasswordConfirmForm
                id="turn-off-two-factor"
                title="comics.twoFactor.turnOff"
                submitLabel="comics.twoFactor.turnOff"
                success="comics.twoFactor.turnedOff"
                danger
                onSubmit={async ({ password }) => {
                  const result = await disableTwoFactor(password);
                  if (result.ok) await router.invalidate();
                  return result;
                }}
              />
            )}
          </>
        ) : null}
      </Stack>
    </section>
  );
}
