// Story fixtures: a call to action, in English and Arabic.

/** A heading, a sentence and a link. */
export const callToAction = {
  en: {
    heading: "Planning a warehouse or a supply chain project?",
    body: "Tell us what you store, how much of it moves and where it has to go. A specialist will come back to you within two working days with a first recommendation.",
    action: "Talk to our team",
    href: "/en/contact-us",
  },
  ar: {
    heading: "هل تخطط لمشروع مستودع أو سلسلة إمداد؟",
    body: "أخبرنا بما تخزّنه، وبحجم حركته، وبوجهته. وسيعود إليك أحد المختصين خلال يومَي عمل بتوصية أولية.",
    action: "تحدّث إلى فريقنا",
    href: "/ar/اتصل-بنا",
  },
};
