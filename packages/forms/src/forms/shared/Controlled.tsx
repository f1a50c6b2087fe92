import type { MessageId } from "@rawafed/i18n";
import type { ReactNode, Ref } from "react";
import { type Path, useController } from "react-hook-form";
import type * as z from "zod/mini";
import type { FieldName, FormSchema, RuleForm } from "./useRuleForm";

export interface ControlledProps<V> {
  id: string;
  name: string;
  value: V;
  onChange: (value: V) => void;
  onBlur: () => void;
  error: MessageId | undefined;
  errorValues: Record<string, number>;
  ref: Ref<never>;
}

/**
 * Binds a controlled field (file, radios, checkbox, code, nationality) to the form. A committed
 * change is validated at once unless `validateOnChange` is off (text-like fields wait for blur).
 */
export function Controlled<S extends FormSchema, V>({
  rule,
  name,
  validateOnChange = true,
  children,
}: {
  rule: RuleForm<S>;
  name: FieldName<S>;
  validateOnChange?: boolean;
  children: (props: ControlledProps<V>) => ReactNode;
}) {
  const { field } = useController({
    control: rule.form.control,
    name: name as string as Path<z.input<S>>,
  });
  return children({
    id: rule.fieldId(name),
    name,
    value: field.value as V,
    onChange: (value) => {
      field.onChange(value);
      if (validateOnChange) void rule.validate(name);
    },
    onBlur: field.onBlur,
    error: rule.error(name),
    errorValues: rule.errorValues(name),
    ref: field.ref as Ref<never>,
  });
}
