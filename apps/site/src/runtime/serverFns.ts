// The server functions route loaders call, each loaded on its first call. A page hydrates from the
// data in its HTML, so their stubs (and TanStack's server-function builder) are needed only when
// the visitor moves on: not in the first load of every page. Intent preloading (hover, focus)
// makes that first call before the click.
const content = () => import("../server/content/content");
const editorial = () => import("../server/content/editorial");
const staff = () => import("../server/content/parts");
const comments = () => import("../server/content/comments");
const newsletter = () => import("../server/newsletter/pages");
const accounts = () => import("../server/accounts/pages");
const comics = () => import("../server/comics/pages");
const comicsAccount = () => import("../server/comics/actions/pages");
const makers = () => import("../server/makers/pages");
const uploads = () => import("../server/uploads/pages");
const myWork = () => import("../server/uploads/myWork");
const submissions = () => import("../server/submissions/pages");

/** `module[name]`, imported when first called; same signature, so loaders type as before. */
function onFirstCall<M, K extends keyof M>(load: () => Promise<M>, name: K): M[K] {
  const call = async (input: unknown) => {
    const fn = (await load())[name] as (input: unknown) => Promise<unknown>;
    return fn(input);
  };
  return call as M[K];
}

export const getPageContent = onFirstCall(content, "getPageContent");
export const getHome = onFirstCall(editorial, "getHome");
export const getNewsAndPage = onFirstCall(editorial, "getNewsAndPage");
export const getNewsItem = onFirstCall(editorial, "getNewsItem");
export const getBlogsAndPage = onFirstCall(editorial, "getBlogsAndPage");
export const getBlog = onFirstCall(editorial, "getBlog");
export const getCareersAndPage = onFirstCall(editorial, "getCareersAndPage");
export const getJob = onFirstCall(editorial, "getJob");
export const getPreview = onFirstCall(editorial, "getPreview");
export const getFaqAndPage = onFirstCall(editorial, "getFaqAndPage");
export const getStaffPage = onFirstCall(staff, "getStaffPage");
export const getServices = onFirstCall(content, "getServices");
export const getContactPage = onFirstCall(content, "getContactPage");
export const getService = onFirstCall(content, "getService");
export const getServiceItem = onFirstCall(content, "getServiceItem");
export const getApprovedComments = onFirstCall(comments, "getApprovedComments");
export const confirmNewsletter = onFirstCall(newsletter, "confirmNewsletter");
export const getUnsubscribeState = onFirstCall(newsletter, "getUnsubscribeState");
export const getViewer = onFirstCall(accounts, "getViewer");
export const getAccountSettings = onFirstCall(accounts, "getAccountSettings");
export const verifyEmail = onFirstCall(accounts, "verifyEmail");
export const getCatalogHome = onFirstCall(comics, "getCatalogHome");
export const getComicsSearch = onFirstCall(comics, "getComicsSearch");
export const getComicPage = onFirstCall(comics, "getComicPage");
export const getChapterPage = onFirstCall(comics, "getChapterPage");
export const countChapterView = onFirstCall(comics, "countChapterView");
export const getTranslatorPage = onFirstCall(comics, "getTranslatorPage");
export const getPublisherPage = onFirstCall(comics, "getPublisherPage");
export const getTeamPage = onFirstCall(comics, "getTeamPage");
export const getReadingHistory = onFirstCall(comicsAccount, "getReadingHistory");
export const getSavedItems = onFirstCall(comicsAccount, "getSavedItems");
export const getFollowing = onFirstCall(comicsAccount, "getFollowing");
export const getMyComments = onFirstCall(comicsAccount, "getMyComments");
export const getNotifications = onFirstCall(comicsAccount, "getNotifications");
export const getUnreadCount = onFirstCall(comicsAccount, "getUnreadCount");
export const getApplicationStatus = onFirstCall(makers, "getApplicationStatus");
export const getMyComicChoices = onFirstCall(uploads, "getMyComicChoices");
export const getMyWork = onFirstCall(myWork, "getMyWork");
export const getChapterTranscripts = onFirstCall(myWork, "getChapterTranscripts");
export const getMyTeams = onFirstCall(myWork, "getMyTeams");
export const getEditableComic = onFirstCall(uploads, "getEditableComic");
export const getRetentionDays = onFirstCall(submissions, "getRetentionDays");
