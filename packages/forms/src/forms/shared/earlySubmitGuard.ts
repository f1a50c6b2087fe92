// The document-head half of `earlyInput.ts`: its own module, so the page's first script carries
// this string and not the form code beside it.

/** Marks a form of this package in the server HTML; `data-ready` is added once its code runs. */
export const RULE_FORM_ATTRIBUTE = "data-rule-form";
export const READY_ATTRIBUTE = "data-ready";
export const PENDING_ATTRIBUTE = "data-pending";

/**
 * An inline script for the document's `<head>`: it stops the browser's submission of a form that
 * is not running yet and marks it, so the form submits itself when it runs.
 */
export const earlySubmitGuard = `document.addEventListener("submit",function(e){var f=e.target;if(f instanceof HTMLFormElement&&f.hasAttribute("${RULE_FORM_ATTRIBUTE}")&&!f.hasAttribute("${READY_ATTRIBUTE}")){e.preventDefault();f.setAttribute("${PENDING_ATTRIBUTE}","")}},true)`;
