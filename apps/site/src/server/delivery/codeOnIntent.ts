// The site's public pages (the company's, listed in its navigation and sitemap) are read far more
// than they are used: their HTML is the whole page, links and all, and their only code is for the
// few controls they have (the menus, the back-to-top button, the forms). For a visitor whose
// browser asks to save data (its data saver: `navigator.connection.saveData`), such a page loads
// its code only once they reach for it (`afterPaint.ts`): one who reads and leaves downloads none
// of it. What they do before it runs is kept: an early click is replayed once its control is
// hydrated (`runtime/earlyClicks.ts`), typing stays in its field and a submission is held (the
// forms' early guards), and a form's code comes as it nears the screen.
// Every other visitor gets the code after the first paint, as on any page: on a slow phone the
// first tap would otherwise wait for the whole download and hydration (menu tap on a 6x slower
// CPU: about 1.2 s on intent against 0.5-1.0 s loaded after the paint), a cost only those who
// asked to save data choose to pay.
// The comics platform, the accounts, the studio and the console load theirs at once: their pages
// are made of controls.
import { isListed, matchPage } from "../../site/paths";

/** Whether the page at `pathname` waits for a visitor saving data to reach for it. */
export function codeOnIntent(pathname: string): boolean {
  const match = matchPage(pathname);
  return match !== null && isListed(match.pageId);
}
