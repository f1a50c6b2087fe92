import { Button } from "@rawafed/design-system";
import { type MessageId, useT } from "@rawafed/i18n";
import { type ReactNode, useEffect, useRef } from "react";
import { ErrorSummary } from "../../fields/ErrorSummary/ErrorSummary";
import { FormStatus } from "../../fields/FormStatus/FormStatus";
import type { MessageValues } from "../../fields/shared/FieldParts";
import { takeOverForm } from "./earlyInput";
import { RULE_FORM_ATTRIBUTE } from "./earlySubmitGuard";
import * as styles from "./form.css";
import type { FormSchema, RuleForm } from "./useRuleForm";

export interface RuleFormFrameProps<S extends FormSchema> {
  rule: RuleForm<S>;
  /** The form's heading, when it stands alone (the comics screens). */
  title?: MessageId | undefined;
  /** The title's values ("Page {page} of {total}"). */
  titleValues?: MessageValues;
  titleLevel?: 1 | 2 | 3 | 4;
  intro?: MessageId | undefined;
  introValues?: MessageValues;
  submitLabel: MessageId;
  /** A destructive submission (deleting the account): the submit button is red. */
  danger?: boolean;
  success: MessageId;
  successValues?: MessageValues;
  /** Buttons beside the submit button (Back). */
  secondaryAction?: ReactNode;
  /** Shown above the fields (a step indicator). */
  before?: ReactNode;
  /** Shown after the actions (links to other screens). */
  after?: ReactNode;
  compact?: boolean;
  children: ReactNode;
}

/**
 * The frame every form shares: heading, error summary, fields, submit button with its busy state,
 * and the success message that replaces the form (in a live region, and focused); a form that
 * stays (`rule.stays`) keeps its fields above the message.
 */
export function RuleFormFrame<S extends FormSchema>({
  rule,
  title,
  titleValues,
  titleLevel = 2,
  intro,
  introValues,
  submitLabel,
  danger = false,
  success,
  successValues,
  secondaryAction,
  before,
  after,
  compact = false,
  children,
}: RuleFormFrameProps<S>) {
  const t = useT();
  const Title = `h${titleLevel}` as const;
  const titleId = `${rule.id}-title`;
  const formRef = useRef<HTMLFormElement>(null);
  // A form that stays keeps its fields (and intro) under its success message.
  const replaced = rule.succeeded && !rule.stays;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the form's code first runs.
  useEffect(() => {
    if (!formRef.current) return;
    for (const name of takeOverForm(formRef.current)) {
      const field = rule.fieldNames.find((known) => known === name);
      if (field) void rule.validate(field);
    }
  }, []);
  return (
    <div className={styles.wrapper}>
      {title || (intro && !replaced) ? (
        <div className={styles.header}>
          {title ? (
            <Title className={styles.title} id={titleId}>
              {t(title, titleValues)}
            </Title>
          ) : null}
          {intro && !replaced ? <p className={styles.intro}>{t(intro, introValues)}</p> : null}
        </div>
      ) : null}
      {replaced ? null : (
        <form
          ref={formRef}
          id={rule.id}
          {...{ [RULE_FORM_ATTRIBUTE]: "" }}
          className={compact ? `${styles.form} ${styles.compact}` : styles.form}
          noValidate
          aria-labelledby={title ? titleId : undefined}
          onSubmit={rule.onSubmit}
        >
          {before}
          <ErrorSummary
            ref={rule.summary.ref}
            items={rule.summary.items}
            formError={rule.summary.formError}
            headingLevel={(titleLevel + 1) as 2 | 3 | 4 | 5}
          />
          {children}
          <div className={styles.actions}>
            {secondaryAction}
            <Button type="submit" variant={danger ? "danger" : "primary"} loading={rule.submitting}>
              {t(rule.submitting ? "action.sending" : submitLabel)}
            </Button>
          </div>
          {after}
        </form>
      )}
      <div className={styles.status}>
        <FormStatus
          ref={rule.statusRef}
          message={rule.succeeded ? (rule.notice ?? success) : undefined}
          values={successValues}
        />
      </div>
    </div>
  );
}
