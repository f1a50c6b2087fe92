// The page's code loads after its first paint (`server/delivery/afterPaint.ts`), and parts of the
// page hydrate after the rest (code-split layouts, deferred sections): until a control is
// hydrated, a tap on it (the menu, the contact options, a checkbox) would be lost. This script,
// inline in <head>, keeps such a click from the page and clicks the control again, in order, once
// React has hydrated it; a control not hydrated within 10 s is let go. Links need none of this
// (they work without script), nor do submissions (the forms' early-submit guard holds them).
//
// "Hydrated" is read from the props React attaches to each DOM node it hydrates: React has no
// public signal for one node, and this one has held since React 17.
//
// A click inside a part that hydrates on interaction (TanStack Start's `interaction()`, the page
// copy) goes on to the page as well: that click is what starts the part's hydration. The part
// does not act on the click itself; the replay clicks once the part is hydrated.

const CONTROL = "button,[role=button],[role=checkbox],[role=switch],[role=tab]";
const INTERACTION_GATE = '[data-ts-hydrate-when="interaction"],[data-ts-hydrate-when="dynamic"]';

/** Inline, in <head>, before any control is parsed. */
export const earlyClickReplay = `(function(q,t){function live(c){for(var k in c)if(k.indexOf("__reactProps$")===0)return true;return false}function replay(){while(q.length&&live(q[0]))q.shift().click();if(q.length&&Date.now()-t<1e4)setTimeout(replay,50);else q.length=0}addEventListener("click",function(e){var c=e.target&&e.target.closest&&e.target.closest("${CONTROL}");if(!c||c.disabled||(c.form&&c.type==="submit")||live(c))return;if(!c.closest(${JSON.stringify(INTERACTION_GATE)}))e.stopPropagation();t=Date.now();if(q.push(c)===1)setTimeout(replay,50)},true)})([],0)`;
