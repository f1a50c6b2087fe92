// react-hook-form driven by the shared zod schemas: validation on blur (and on a committed change for
// choices), the error summary focused after a failed submission, the server's field errors shown in
// place, and nothing the visitor typed lost on any error.
import type { MessageId } from "@rawafed/i18n";
import { useCallback, useEffect, useRef, useState } from "react";
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from "react-hook-form";
import type * as z from "zod/mini";
import type { ErrorSummaryItem } from "../../fields/ErrorSummary/ErrorSummary";
import type { MessageValues } from "../../fields/shared/FieldParts";
import { messageValues } from "../../schemas/constants";
import {
  type FieldErrors,
  FORM_ERROR,
  fieldErrorsFromZod,
  hasFieldErrors,
  type SaveResult,
} from "../../server-errors";
import { afterPress, followPresses } from "./afterPress";
import { withTypedValues } from "./earlyInput";

/** A form schema: an object of fields, whatever it turns them into. */
export type FormSchema = z.ZodMiniType<FieldValues, FieldValues>;

/** The resolver of `@hookform/resolvers/zod`, reduced to what the rule set needs. */
export function ruleResolver<S extends FormSchema>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: MessageId }> = {};
    for (const [name, message] of Object.entries(fieldErrorsFromZod(result.error))) {
      if (message) errors[name] = { type: "rule", message };
    }
    return { values: {}, errors: errors as never };
  };
}

export type FieldName<S extends FormSchema> = Extract<keyof z.input<S>, string>;

export interface UseRuleFormOptions<S extends FormSchema> {
  /** Prefix of every field id (`contact` gives `#contact-email`). */
  id: string;
  defaultValues: DefaultValues<z.input<S>>;
  /**
   * The fields in page order with their labels (and the label's values, for a label such as
   * "Transcript of page {page}"): the error summary lists them so.
   */
  fields: readonly (readonly [FieldName<S>, MessageId, MessageValues?])[];
  /**
   * The submission; `{ stay: true }` keeps the form as it is (a step that leads to the next). A
   * success's `notice` replaces the form's success message.
   */
  onSubmit: (values: z.output<S>) => Promise<SaveResult | { stay: true }>;
  /** Confirming fields to check again when their target changes: `{ password: "confirmPassword" }`. */
  confirm?: Partial<Record<FieldName<S>, FieldName<S>>>;
  /** After a successful submission (for instance, to remember details, or to clear the fields). */
  onSuccess?: (values: z.output<S>) => void;
  /**
   * The form stays after a success (a form edited again and again: the account's pages), with its
   * success message below it; by default the message replaces the form.
   */
  stays?: boolean;
}

export interface RuleForm<S extends FormSchema> {
  form: UseFormReturn<z.input<S>, unknown, z.output<S>>;
  id: string;
  fieldId: (name: FieldName<S>) => string;
  error: (name: FieldName<S>) => MessageId | undefined;
  errorValues: (name: FieldName<S>) => Record<string, number>;
  /** Props for a text-like field (text, e-mail, password, textarea): validated on blur. */
  input: (name: FieldName<S>) => ReturnType<UseFormReturn<z.input<S>>["register"]> & {
    /** The form's default, written into the server HTML (an account's name, an address). */
    defaultValue?: string;
    id: string;
    error: MessageId | undefined;
    errorValues: Record<string, number>;
  };
  /** Props for a native select or date: validated on blur and on a committed change. */
  choice: (name: FieldName<S>) => ReturnType<RuleForm<S>["input"]>;
  /** The form's fields, in page order. */
  fieldNames: readonly FieldName<S>[];
  /** Validates one field now (for controlled fields after a committed change). */
  validate: (name: FieldName<S>) => Promise<void>;
  summary: {
    ref: React.RefObject<HTMLDivElement | null>;
    items: ErrorSummaryItem[];
    formError: MessageId | undefined;
  };
  statusRef: React.RefObject<HTMLDivElement | null>;
  onSubmit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  submitting: boolean;
  /** The last submission succeeded (a form that does not stay is then replaced by its message). */
  succeeded: boolean;
  stays: boolean;
  /** The message the last success answered instead of the form's own (see `SaveResult`). */
  notice: MessageId | undefined;
  /** Shows server errors as if the server had answered them (a later step's answer, for one). */
  showErrors: (errors: FieldErrors) => void;
  /** Puts the focus on the error summary after the next render. */
  focusSummary: () => void;
}

export function useRuleForm<S extends FormSchema>(
  schema: S,
  { id, defaultValues, fields, onSubmit, confirm, onSuccess, stays = false }: UseRuleFormOptions<S>,
): RuleForm<S> {
  // Read once, at the first render: anything typed into the server HTML before the code ran.
  const [startingValues] = useState(() =>
    withTypedValues(id, defaultValues as Record<string, unknown>),
  );
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: ruleResolver(schema),
    defaultValues: startingValues as DefaultValues<z.input<S>>,
    mode: "onBlur",
    reValidateMode: "onBlur",
    // The error summary takes the focus instead of the first field.
    shouldFocusError: false,
  });
  const { errors, submitCount, isSubmitting } = form.formState;
  const [formError, setFormError] = useState<MessageId>();
  const [succeeded, setSucceeded] = useState(false);
  const [notice, setNotice] = useState<MessageId>();
  /** Successes so far: each one takes the focus to the message (a form that stays has several). */
  const [successes, setSuccesses] = useState(0);
  const [focusRequest, setFocusRequest] = useState(0);
  const summaryRef = useRef<HTMLDivElement>(null);
  const statusRef = useRef<HTMLDivElement>(null);
  const busy = useRef(false);
  /** Submissions started so far (a field's late blur check gives way to one). */
  const submits = useRef(0);
  const names = fields.map(([name]) => name as string);
  const defaults = defaultValues as Record<string, unknown>;

  useEffect(followPresses, []);

  // The summary takes the focus once it is on screen: React Hook Form counts the submission (which
  // shows the summary) only after the failure callback that asked for the focus has rendered.
  const focusPending = useRef(false);
  useEffect(() => {
    if (focusRequest > 0) focusPending.current = true;
  }, [focusRequest]);
  useEffect(() => {
    if (focusPending.current && summaryRef.current) {
      focusPending.current = false;
      summaryRef.current.focus();
    }
  });

  useEffect(() => {
    if (successes > 0) statusRef.current?.focus();
  }, [successes]);

  const path = (name: string) => name as Path<z.input<S>>;
  const focusSummary = useCallback(() => setFocusRequest((count) => count + 1), []);
  const fieldId = (name: string) => `${id}-${name}`;
  const error = (name: string) => {
    const message = errors[name]?.message;
    return typeof message === "string" && message !== "" ? (message as MessageId) : undefined;
  };

  const validate = async (name: string) => {
    await form.trigger(path(name));
  };

  const input: RuleForm<S>["input"] = (name) => {
    const confirming = confirm?.[name];
    const registered = form.register(path(name), {
      // The confirmation is checked again when its target changes, once it holds something.
      onBlur: confirming
        ? () => {
            if (form.getValues(path(confirming))) void validate(confirming);
          }
        : undefined,
    });
    return {
      ...registered,
      // Checked once a press that left the field is over: its message must not move the
      // control being pressed (see `afterPress`).
      // A press that submitted the form has checked every field already (and the server's answer
      // may stand on this one): then the late check is not made.
      // Nor when the focus leaves for the form's own success message (a submission by Enter):
      // a form emptied for the next entry must not call its emptied field wrong.
      onBlur: (event) => {
        const to = (event as { relatedTarget?: unknown }).relatedTarget;
        if (to instanceof Node && statusRef.current?.contains(to)) return Promise.resolve();
        const submitsBefore = submits.current;
        return new Promise<void>((resolve) =>
          afterPress(() => {
            if (submits.current !== submitsBefore) return resolve();
            void registered.onBlur(event).then(() => resolve());
          }),
        );
      },
      // In the server HTML too: before the code runs (and without it) the field shows it, and
      // the early-input reader does not take an empty field for one the visitor emptied.
      ...(typeof defaults[name] === "string" && defaults[name] !== ""
        ? { defaultValue: defaults[name] }
        : {}),
      id: fieldId(name),
      error: error(name),
      errorValues: messageValues(name),
    };
  };

  const choice: RuleForm<S>["choice"] = (name) => {
    const registered = input(name);
    return {
      ...registered,
      onChange: async (event) => {
        const result = await registered.onChange(event);
        await validate(name);
        return result;
      },
    };
  };

  const showErrors = (fieldErrors: FieldErrors) => {
    let general: MessageId | undefined;
    for (const [name, message] of Object.entries(fieldErrors)) {
      if (!message) continue;
      if (name !== FORM_ERROR && names.includes(name)) {
        form.setError(path(name), { type: "server", message });
      } else {
        general ??= message;
      }
    }
    setFormError(general);
    focusSummary();
  };

  const submit = form.handleSubmit(
    async (values) => {
      if (busy.current) return;
      busy.current = true;
      setFormError(undefined);
      let result: SaveResult | { stay: true };
      try {
        result = await onSubmit(values);
      } catch {
        result = { fieldErrors: { [FORM_ERROR]: "validation.serverError" } };
      } finally {
        busy.current = false;
      }
      if ("stay" in result) return;
      if (result.ok !== true) {
        showErrors(
          hasFieldErrors(result.fieldErrors)
            ? result.fieldErrors
            : { [FORM_ERROR]: "validation.serverError" },
        );
        return;
      }
      onSuccess?.(values);
      setNotice(result.notice);
      setSucceeded(true);
      setSuccesses((count) => count + 1);
    },
    () => {
      setFormError(undefined);
      focusSummary();
    },
  );

  const items: ErrorSummaryItem[] =
    submitCount > 0 || formError
      ? fields.flatMap(([name, label, labelValues]) => {
          const message = error(name);
          return message
            ? [{ fieldId: fieldId(name), label, labelValues, message, values: messageValues(name) }]
            : [];
        })
      : [];

  return {
    form,
    id,
    fieldId,
    error,
    errorValues: messageValues,
    input,
    choice,
    fieldNames: names as FieldName<S>[],
    validate,
    summary: { ref: summaryRef, items, formError },
    statusRef,
    onSubmit: async (event) => {
      submits.current++;
      // A form that stays takes its last success message away: a new one is announced anew.
      if (stays) setSucceeded(false);
      await submit(event);
    },
    submitting: isSubmitting,
    succeeded,
    stays,
    notice,
    showErrors,
    focusSummary,
  };
}
