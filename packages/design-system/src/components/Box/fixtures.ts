// Story fixtures: a call to action, in English and Arabic.

/** A heading and a sentence. */
export const callToAction = {
  en: {
    heading: "Planning a warehouse or a supply chain project?",
    body: "Tell us what you store, how much of it moves and where it has to go. A specialist will come back to you within two working days with a first recommendation.",
  },
  ar: {
    heading: "هل تخطط لمشروع مستودع أو سلسلة إمداد؟",
    body: "أخبرنا بما تخزّنه، وبحجم حركته، وبوجهته. وسيعود إليك أحد المختصين خلال يومَي عمل بتوصية أولية.",
  },
};
