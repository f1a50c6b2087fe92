// The React side of @rawafed/forms: fields, forms and the form hook. Schemas, rules and error maps
// (no React) are in `@rawafed/forms/schemas`, re-exported here for convenience.

export { Checkbox, type CheckboxProps } from "./fields/Checkbox/Checkbox";
export { CheckboxGroup, type CheckboxGroupProps } from "./fields/CheckboxGroup/CheckboxGroup";
export { CodeInput, type CodeInputProps } from "./fields/CodeInput/CodeInput";
export {
  ConsentCheckbox,
  type ConsentCheckboxProps,
} from "./fields/ConsentCheckbox/ConsentCheckbox";
export { DateField, type DateFieldProps } from "./fields/DateField/DateField";
export {
  ErrorSummary,
  type ErrorSummaryItem,
  type ErrorSummaryProps,
} from "./fields/ErrorSummary/ErrorSummary";
export { FileField, type FileFieldProps } from "./fields/FileField/FileField";
export { FormStatus, type FormStatusProps } from "./fields/FormStatus/FormStatus";
export {
  NationalitySelect,
  type NationalitySelectProps,
} from "./fields/NationalitySelect/NationalitySelect";
export { PasswordField, type PasswordFieldProps } from "./fields/PasswordField/PasswordField";
export { RadioGroup, type RadioGroupProps, type RadioOption } from "./fields/RadioGroup/RadioGroup";
export {
  SelectField,
  type SelectFieldProps,
  type SelectOption,
} from "./fields/SelectField/SelectField";
export { StarRating, type StarRatingProps } from "./fields/StarRating/StarRating";
export type { FieldTextProps, MessageValues } from "./fields/shared/FieldParts";
export { TextareaField, type TextareaFieldProps } from "./fields/TextareaField/TextareaField";
export { TextField, type TextFieldProps, type TextFieldType } from "./fields/TextField/TextField";
export {
  AccountSettingsForm,
  type AccountSettingsFormProps,
} from "./forms/AccountSettingsForm/AccountSettingsForm";
export {
  AddPasskeyForm,
  type AddPasskeyFormProps,
} from "./forms/AddPasskeyForm/AddPasskeyForm";
export {
  AppPasswordForm,
  type AppPasswordFormProps,
} from "./forms/AppPasswordForm/AppPasswordForm";
export {
  AskForComicForm,
  type AskForComicFormProps,
} from "./forms/AskForComicForm/AskForComicForm";
export {
  ChangePasswordForm,
  type ChangePasswordFormProps,
} from "./forms/ChangePasswordForm/ChangePasswordForm";
export {
  ComicCommentForm,
  type ComicCommentFormProps,
} from "./forms/ComicCommentForm/ComicCommentForm";
export {
  COMMENT_DETAILS_KEY,
  CommentForm,
  type CommentFormProps,
} from "./forms/CommentForm/CommentForm";
export { ContactForm, type ContactFormProps } from "./forms/ContactForm/ContactForm";
export {
  DeleteAccountForm,
  type DeleteAccountFormProps,
} from "./forms/DeleteAccountForm/DeleteAccountForm";
export {
  ForgotPasswordForm,
  type ForgotPasswordFormProps,
} from "./forms/ForgotPasswordForm/ForgotPasswordForm";
export {
  JobApplicationForm,
  type JobApplicationFormProps,
} from "./forms/JobApplicationForm/JobApplicationForm";
export { LoginForm, type LoginFormProps } from "./forms/LoginForm/LoginForm";
export {
  NewPasswordForm,
  type NewPasswordFormProps,
} from "./forms/NewPasswordForm/NewPasswordForm";
export { NewsletterForm, type NewsletterFormProps } from "./forms/NewsletterForm/NewsletterForm";
export {
  PageTranscriptForm,
  type PageTranscriptFormProps,
} from "./forms/PageTranscriptForm/PageTranscriptForm";
export {
  PasswordConfirmForm,
  type PasswordConfirmFormProps,
} from "./forms/PasswordConfirmForm/PasswordConfirmForm";
export { ProfileForm, type ProfileFormProps } from "./forms/ProfileForm/ProfileForm";
export {
  RatingForm,
  type RatingFormProps,
  ratingLabels,
} from "./forms/RatingForm/RatingForm";
export {
  ReportChapterIssueForm,
  type ReportChapterIssueFormProps,
} from "./forms/ReportChapterIssueForm/ReportChapterIssueForm";
export { ResetCodeForm, type ResetCodeFormProps } from "./forms/ResetCodeForm/ResetCodeForm";
export {
  SecondFactorForm,
  type SecondFactorFormProps,
} from "./forms/SecondFactorForm/SecondFactorForm";
export { SignUpForm, type SignUpFormProps } from "./forms/SignUpForm/SignUpForm";
export { Controlled, type ControlledProps } from "./forms/shared/Controlled";
export { Honeypot } from "./forms/shared/Honeypot";
export { RuleFormFrame, type RuleFormFrameProps } from "./forms/shared/RuleFormFrame";
export {
  type FieldName,
  type FormSchema,
  type RuleForm,
  ruleResolver,
  type UseRuleFormOptions,
  useRuleForm,
} from "./forms/shared/useRuleForm";
export { TeamForm, type TeamFormProps } from "./forms/TeamForm/TeamForm";
export {
  TeamMemberForm,
  type TeamMemberFormProps,
} from "./forms/TeamMemberForm/TeamMemberForm";
export {
  TranslatorApplicationForm,
  type TranslatorApplicationFormProps,
} from "./forms/TranslatorApplicationForm/TranslatorApplicationForm";
export {
  UploadChapterForm,
  type UploadChapterFormProps,
} from "./forms/UploadChapterForm/UploadChapterForm";
export {
  UploadComicForm,
  type UploadComicFormProps,
} from "./forms/UploadComicForm/UploadComicForm";
export * from "./schemas/index";
