// Schemas, rules and error maps: no React here, the site's server imports this module.
export * from "../rules/index";
export {
  type FieldErrors,
  FORM_ERROR,
  fieldErrorsFromIssues,
  fieldErrorsFromZod,
  hasFieldErrors,
  isRuleMessage,
  ruleMessages,
  type SaveResult,
  type SubmitResult,
  type Validation,
  validate,
} from "../server-errors";
export * from "./comics";
export * from "./constants";
export * from "./corporate";
export { type Nationality, nationalities } from "./nationalities";
export * from "./richText";
export * from "./studio";
