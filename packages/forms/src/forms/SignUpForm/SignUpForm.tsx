import { Button } from "@rawafed/design-system";
import { type MessageId, useT } from "@rawafed/i18n";
import { useEffect, useMemo, useRef, useState } from "react";
import { ConsentCheckbox } from "../../fields/ConsentCheckbox/ConsentCheckbox";
import { DateField } from "../../fields/DateField/DateField";
import { FileField } from "../../fields/FileField/FileField";
import { NationalitySelect } from "../../fields/NationalitySelect/NationalitySelect";
import { PasswordField } from "../../fields/PasswordField/PasswordField";
import { RadioGroup } from "../../fields/RadioGroup/RadioGroup";
import { TextField } from "../../fields/TextField/TextField";
import { type FileLike, imageExtensions } from "../../rules/rules";
import {
  createSignUpStep2Schema,
  type SignUpStep1Input,
  type SignUpStep1Values,
  type SignUpStep2Input,
  type SignUpValues,
  signUpStep1Schema,
} from "../../schemas/comics";
import { genders, IMAGE_MAX_BYTES } from "../../schemas/constants";
import { type FieldErrors, hasFieldErrors, type SubmitResult } from "../../server-errors";
import { AuthLink } from "../shared/AuthLinks";
import { Controlled } from "../shared/Controlled";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";
import * as styles from "./SignUpForm.css";

export interface SignUpFormProps {
  /** Receives both steps at once, after step 2. */
  onSubmit: (values: SignUpValues) => Promise<SubmitResult>;
  id?: string;
  titleLevel?: 1 | 2;
  loginHref?: string;
  /** The clock the date of birth is checked against (tests). */
  now?: () => Date;
}

const step1Labels = {
  fullName: "comics.field.fullName",
  email: "form.field.email",
  password: "comics.field.password",
  confirmPassword: "comics.field.confirmPassword",
} as const satisfies Record<keyof SignUpStep1Input, MessageId>;

const step2Labels = {
  gender: "comics.field.gender",
  dateOfBirth: "comics.field.dateOfBirth",
  nationality: "form.field.nationality",
  photo: "comics.field.photo",
  consent: "form.field.consent",
} as const satisfies Record<keyof SignUpStep2Input, MessageId>;

const stepLabels = ["comics.signup.step1", "comics.signup.step2"] as const;

function StepIndicator({ id, step }: { id: string; step: 1 | 2 }) {
  const t = useT();
  return (
    <ol className={styles.steps} aria-label={t("form.signup.steps")} id={`${id}-steps`}>
      {stepLabels.map((label, index) => {
        const number = index + 1;
        const state = number === step ? styles.current : number < step ? styles.done : "";
        return (
          <li
            key={label}
            className={`${styles.step} ${state}`}
            aria-current={number === step ? "step" : undefined}
          >
            {t(label)}
          </li>
        );
      })}
    </ol>
  );
}

/**
 * Sign-up in two steps: personal information, then the profile and the consent. Back keeps every
 * value; a server error about step 1 brings the visitor back there with the error in place.
 */
export function SignUpForm({
  onSubmit,
  id = "signup",
  titleLevel = 1,
  loginHref,
  now,
}: SignUpFormProps) {
  const t = useT();
  const [step, setStep] = useState<1 | 2>(1);
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useRef(false);
  const step1Values = useRef<SignUpStep1Values | null>(null);
  const step2Schema = useMemo(() => createSignUpStep2Schema(now), [now]);

  const first = useRuleForm(signUpStep1Schema, {
    id,
    fields: Object.entries(step1Labels) as [keyof typeof step1Labels, MessageId][],
    defaultValues: { fullName: "", email: "", password: "", confirmPassword: "" },
    confirm: { password: "confirmPassword" },
    onSubmit: async (values) => {
      step1Values.current = values;
      focusHeading.current = true;
      setStep(2);
      return { stay: true };
    },
  });

  const second = useRuleForm(step2Schema, {
    id,
    fields: Object.entries(step2Labels) as [keyof typeof step2Labels, MessageId][],
    defaultValues: { gender: "", dateOfBirth: "", nationality: "", photo: null, consent: false },
    onSubmit: async (values) => {
      const personal = step1Values.current;
      if (!personal) return { stay: true };
      const result = await onSubmit({ ...personal, ...values });
      if (result.ok === true || !hasFieldErrors(result.fieldErrors)) return result;
      const own: FieldErrors = {};
      const earlier: FieldErrors = {};
      for (const [name, message] of Object.entries(result.fieldErrors)) {
        if (name in step1Labels) earlier[name] = message;
        else own[name] = message;
      }
      if (!hasFieldErrors(earlier)) return result;
      // The problem is in step 1: go back there and show it in place.
      setStep(1);
      first.showErrors(earlier);
      return hasFieldErrors(own) ? { fieldErrors: own } : { stay: true };
    },
  });

  // The step's heading takes the focus when the visitor moves between steps (a server error
  // sends the focus to the error summary instead).
  useEffect(() => {
    if (step && focusHeading.current) {
      focusHeading.current = false;
      stepHeading.current?.focus();
    }
  }, [step]);

  // The step's heading sits under the form's title, one level down.
  const StepHeading = `h${titleLevel + 1}` as "h2" | "h3";
  const heading = (
    <>
      <StepIndicator id={id} step={step} />
      <StepHeading className={styles.stepHeading} ref={stepHeading} tabIndex={-1}>
        {t("comics.signup.step", { step, total: 2 })}
      </StepHeading>
    </>
  );
  const login = loginHref ? (
    <AuthLink question="comics.signup.haveAccount" action="comics.login.title" href={loginHref} />
  ) : null;

  if (step === 1) {
    return (
      <RuleFormFrame
        rule={first}
        title="comics.signup.title"
        titleLevel={titleLevel}
        submitLabel="action.next"
        success="comics.signup.verify.body"
        before={heading}
        after={login}
      >
        <TextField
          {...first.input("fullName")}
          label={step1Labels.fullName}
          required
          autoComplete="name"
        />
        <TextField
          {...first.input("email")}
          type="email"
          label={step1Labels.email}
          required
          autoComplete="email"
        />
        <PasswordField
          {...first.input("password")}
          label={step1Labels.password}
          required
          showCriteria
          autoComplete="new-password"
        />
        <PasswordField
          {...first.input("confirmPassword")}
          label={step1Labels.confirmPassword}
          required
          autoComplete="new-password"
        />
      </RuleFormFrame>
    );
  }

  return (
    <RuleFormFrame
      rule={second}
      title="comics.signup.title"
      titleLevel={titleLevel}
      submitLabel="comics.signup.submit"
      success="comics.signup.verify.body"
      before={heading}
      after={login}
      secondaryAction={
        <Button
          variant="secondary"
          onClick={() => {
            focusHeading.current = true;
            setStep(1);
          }}
        >
          {t("action.back")}
        </Button>
      }
    >
      <Controlled<typeof step2Schema, string> rule={second} name="gender">
        {(field) => (
          <RadioGroup
            {...field}
            label={step2Labels.gender}
            options={genders.map((gender) => ({
              value: gender,
              label: `comics.gender.${gender}` as const,
            }))}
          />
        )}
      </Controlled>
      <DateField
        {...second.choice("dateOfBirth")}
        label={step2Labels.dateOfBirth}
        autoComplete="bday"
      />
      <Controlled<typeof step2Schema, string>
        rule={second}
        name="nationality"
        validateOnChange={false}
      >
        {(field) => <NationalitySelect {...field} label={step2Labels.nationality} />}
      </Controlled>
      <Controlled<typeof step2Schema, FileLike | null> rule={second} name="photo">
        {(field) => (
          <FileField
            {...field}
            label={step2Labels.photo}
            extensions={imageExtensions}
            maxBytes={IMAGE_MAX_BYTES}
          />
        )}
      </Controlled>
      <Controlled<typeof step2Schema, boolean> rule={second} name="consent">
        {({ value, ...field }) => (
          <ConsentCheckbox {...field} checked={value} label={step2Labels.consent} />
        )}
      </Controlled>
    </RuleFormFrame>
  );
}
