// The comics platform's words: its pages, the makers' applications and the review console.
import comics from "../comics.json";
import dsComics from "../ds-comics.json";
import dsComicsPages from "../ds-comics-pages.json";
import dsComicsPeople from "../ds-comics-people.json";
import dsComicsTeams from "../ds-comics-teams.json";
import makers from "../makers.json";
import review from "../review.json";

export default {
  ...comics,
  ...dsComics,
  ...dsComicsPages,
  ...dsComicsPeople,
  ...dsComicsTeams,
  ...review,
  ...makers,
};
