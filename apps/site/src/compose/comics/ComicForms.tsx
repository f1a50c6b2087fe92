// The comic page's forms for a signed-in reader, in a chunk of their own (see ComicScreen): a
// visitor, who sees "log in first" instead, never loads react-hook-form and the rules.
export { ComicCommentForm, RatingForm } from "@rawafed/forms";
