// The kinds of notification the reviewing team's decisions make (texts
// `comics.notifications.<kind>`). No server code: the notifications page imports them.
export const TRANSLATOR_APPROVED = "translatorApproved";
export const TRANSLATOR_REJECTED = "translatorRejected";
export const COMIC_ADDED = "comicAdded";
