import type { MessageId } from "@rawafed/i18n";
import { useState } from "react";
import { TextareaField } from "../../fields/TextareaField/TextareaField";
import {
  type ComicCommentInput,
  type ComicCommentValues,
  comicCommentSchema,
} from "../../schemas/comics";
import { MESSAGE_MAX } from "../../schemas/constants";
import type { SubmitResult } from "../../server-errors";
import { RuleFormFrame } from "../shared/RuleFormFrame";
import { useRuleForm } from "../shared/useRuleForm";

export interface ComicCommentFormProps {
  onSubmit: (values: ComicCommentValues) => Promise<SubmitResult>;
  id?: string;
  titleLevel?: 2 | 3;
}

const labels = {
  comment: "form.comment.comment",
} as const satisfies Record<keyof ComicCommentInput, MessageId>;

const empty = { comment: "" };

/**
 * A signed-in reader's comment on a comic or a chapter (it appears at once). The form stays: once
 * posted, the textarea is emptied for the next comment and a polite status says so.
 */
export function ComicCommentForm({
  onSubmit,
  id = "comic-comment",
  titleLevel = 2,
}: ComicCommentFormProps) {
  // The textarea is drawn anew once emptied: its character count starts over.
  const [round, setRound] = useState(0);
  const rule = useRuleForm(comicCommentSchema, {
    id,
    onSubmit,
    stays: true,
    fields: Object.entries(labels) as [keyof typeof labels, MessageId][],
    defaultValues: empty,
    onSuccess: () => {
      rule.form.reset(empty);
      setRound((count) => count + 1);
    },
  });
  return (
    <RuleFormFrame
      rule={rule}
      title="comics.comments.write"
      titleLevel={titleLevel}
      submitLabel="form.comment.submit"
      success="comics.comments.posted"
    >
      <TextareaField
        key={round}
        {...rule.input("comment")}
        label={labels.comment}
        required
        count="characters"
        max={MESSAGE_MAX}
      />
    </RuleFormFrame>
  );
}
