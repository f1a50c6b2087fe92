import type { MessageId } from "@rawafed/i18n";
import { useMemo } from "react";
import type * as z from "zod/mini";
import { StarRating } from "../../fields/StarRating/StarRating";
import { createRatingSchema, type RatingCriterion, type RatingValues } from "../../schemas/comics";
import type { SubmitResult } from "../../server-errors";
import { Controlled } from "../shared/Controlled";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface RatingFormProps<C extends RatingCriterion> {
  /** The star fields, in this order: a comic's `["stars"]`, a translator's all three. */
  criteria: readonly C[];
  /** The person's current rating, if they rated before. */
  defaultValues?: Partial<RatingValues<C>> | undefined;
  onSubmit: (values: RatingValues<C>) => Promise<SubmitResult>;
  id?: string;
  /** The form's heading, if it has one. */
  title?: MessageId | undefined;
  titleLevel?: 2 | 3;
}

/** The schema of a rating, seen from inside the form: any of the criteria (the given ones at run time). */
type AnyRatingSchema = z.ZodMiniType<RatingValues, Record<RatingCriterion, number | string>>;

/** The label of each criterion. */
export const ratingLabels = {
  stars: "comics.page.yourRating",
  quality: "comics.field.translationQuality",
  clarity: "comics.field.imageClarity",
} as const satisfies Record<RatingCriterion, MessageId>;

/**
 * A reader's rating: one required star field (a radio group) per criterion. The form stays after a
 * save, showing the rating saved, with a polite status below it.
 */
export function RatingForm<const C extends RatingCriterion>({
  criteria,
  defaultValues,
  onSubmit,
  id = "rating",
  title,
  titleLevel = 2,
}: RatingFormProps<C>) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the criteria's names, not the array.
  const schema = useMemo(
    () => createRatingSchema(criteria) as unknown as AnyRatingSchema,
    [criteria.join(" ")],
  );
  const rule = useRuleForm(schema, {
    id,
    onSubmit: (values) => onSubmit(values as RatingValues<C>),
    stays: true,
    fields: criteria.map((criterion) => [criterion, ratingLabels[criterion]] as const),
    // 0 is the star field's "not rated yet".
    defaultValues: Object.fromEntries(
      criteria.map((criterion) => [criterion, defaultValues?.[criterion] ?? 0]),
    ) as RatingValues,
  });
  return (
    <RuleFormFrame
      rule={rule}
      title={title}
      titleLevel={titleLevel}
      submitLabel="comics.rating.save"
      success="comics.rating.saved"
    >
      {criteria.map((criterion) => (
        <Controlled<typeof schema, number | string> key={criterion} rule={rule} name={criterion}>
          {({ value, ...field }) => (
            <StarRating
              {...field}
              // A digit when the visitor chose a star before the form's code ran.
              value={Number(value) || 0}
              label={ratingLabels[criterion]}
              required
            />
          )}
        </Controlled>
      ))}
    </RuleFormFrame>
  );
}
