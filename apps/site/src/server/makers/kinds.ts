// The kinds of notification the reviewing team's decisions make (texts
// `comics.notifications.<kind>`). No server code: the notifications page imports them.
export const TRANSLATOR_APPROVED = "translatorApproved";
export const TRANSLATOR_REJECTED = "translatorRejected";
export const COMIC_ADDED = "comicAdded";
/** The reviewing team asks a chapter's translator for its pages' transcripts. */
export const TRANSCRIPTS_REQUESTED = "transcriptsRequested";
/** A team's leader added the person to the team (`data`: the team's name and slug). */
export const TEAM_MEMBER_ADDED = "teamMemberAdded";
/** Someone joined a team the person leads, through their approved application. */
export const TEAM_MEMBER_JOINED = "teamMemberJoined";
/** A chapter credited to the person's team was published. */
export const TEAM_CHAPTER_PUBLISHED = "teamChapterPublished";
