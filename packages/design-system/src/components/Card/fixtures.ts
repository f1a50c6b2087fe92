// Story fixtures: one of a company's values, in English and Arabic.

/** A title and a body. */
export const value = {
  en: {
    title: "Integrity",
    body: "We quote honestly, report openly and keep our word, with clients, shareholders and each other.",
  },
  ar: {
    title: "النزاهة",
    body: "نسعّر بصدق، ونُفصح بوضوح، ونفي بوعودنا مع عملائنا ومساهمينا وفيما بيننا.",
  },
};
