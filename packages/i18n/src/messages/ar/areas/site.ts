// The corporate site's words and the shared shell, forms and errors: every page needs some of them.
import actions from "../actions.json";
import core from "../core.json";
import dsSections from "../ds-sections.json";
import dsShell from "../ds-shell.json";
import errors from "../errors.json";
import forms from "../forms.json";
import languages from "../languages.json";
import nav from "../nav.json";
import newsletter from "../newsletter.json";
import shell from "../shell.json";
import validation from "../validation.json";

export default {
  ...core,
  ...actions,
  ...errors,
  ...languages,
  ...nav,
  ...shell,
  ...validation,
  ...dsShell,
  ...dsSections,
  ...forms,
  ...newsletter,
};
