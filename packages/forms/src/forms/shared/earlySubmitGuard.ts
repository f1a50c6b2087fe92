// The document-head half of `earlyInput.ts`: its own module, so the page's first script carries
// this string and not the form code beside it.

/** Marks a form of this package in the server HTML; `data-ready` is added once its code runs. */
export const RULE_FORM_ATTRIBUTE = "data-rule-form";
export const READY_ATTRIBUTE = "data-ready";
export const PENDING_ATTRIBUTE = "data-pending";
/** The names of the fields the visitor left before the form's code ran, space-separated. */
export const VISITED_ATTRIBUTE = "data-visited";

/**
 * An inline script for the document's `<head>`: it stops the browser's submission of a form that
 * is not running yet and marks it, so the form submits itself when it runs; and it notes each
 * field the visitor leaves meanwhile, so the form checks it when it runs (a blur before then
 * reaches no code, and the visitor would never see that field's error).
 */
export const earlySubmitGuard = `(function(d){function waiting(f){return f instanceof HTMLFormElement&&f.hasAttribute("${RULE_FORM_ATTRIBUTE}")&&!f.hasAttribute("${READY_ATTRIBUTE}")}d.addEventListener("submit",function(e){var f=e.target;if(waiting(f)){e.preventDefault();f.setAttribute("${PENDING_ATTRIBUTE}","")}},true);d.addEventListener("focusout",function(e){var t=e.target,f=t&&t.form,n=t&&t.name;if(!n||!waiting(f))return;var v=(f.getAttribute("${VISITED_ATTRIBUTE}")||"").split(" ");if(v.indexOf(n)<0)f.setAttribute("${VISITED_ATTRIBUTE}",v.concat(n).join(" ").trim())},true)})(document)`;
