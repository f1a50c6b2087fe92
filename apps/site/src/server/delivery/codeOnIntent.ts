// The site's public pages (the company's, listed in its navigation and sitemap) are read far more
// than they are used: their HTML is the whole page, links and all, and their only code is for the
// few controls they have (the menus, the back-to-top button, the forms). Such a page loads its code
// once the visitor reaches for it (`afterPaint.ts`): a visitor who reads and leaves, on a phone's
// metered data, downloads none of it. What they do before it runs is kept: an early click is
// replayed once its control is hydrated (`runtime/earlyClicks.ts`), typing stays in its field and a
// submission is held (the forms' early guards), and a form's code comes as it nears the screen.
// The comics platform, the accounts, the studio and the console load theirs at once: their pages
// are made of controls.
import { isListed, matchPage } from "../../site/paths";

/** Whether the page at `pathname` loads its code only once the visitor reaches for it. */
export function codeOnIntent(pathname: string): boolean {
  const match = matchPage(pathname);
  return match !== null && isListed(match.pageId);
}
