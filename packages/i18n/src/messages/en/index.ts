// One locale's catalog, assembled from one JSON file per domain. Add a domain in both locales.
import actions from "./actions.json";
import comics from "./comics.json";
import core from "./core.json";
import dsComics from "./ds-comics.json";
import dsComicsPages from "./ds-comics-pages.json";
import dsComicsPeople from "./ds-comics-people.json";
import dsSections from "./ds-sections.json";
import dsShell from "./ds-shell.json";
import errors from "./errors.json";
import forms from "./forms.json";
import languages from "./languages.json";
import mail from "./mail.json";
import makers from "./makers.json";
import nationalities from "./nationalities.json";
import nav from "./nav.json";
import newsletter from "./newsletter.json";
import review from "./review.json";
import shell from "./shell.json";
import studio from "./studio.json";
import validation from "./validation.json";

export default {
  ...core,
  ...actions,
  ...comics,
  ...errors,
  ...languages,
  ...nationalities,
  ...nav,
  ...shell,
  ...validation,
  ...dsShell,
  ...dsSections,
  ...dsComics,
  ...dsComicsPages,
  ...dsComicsPeople,
  ...forms,
  ...newsletter,
  ...mail,
  ...review,
  ...makers,
  ...studio,
};
