// Story fixtures: a company's values, mission and vision, in English and Arabic.

/** A heading and five values. */
export const values = {
  en: {
    heading: "Our values",
    items: [
      {
        title: "Integrity",
        body: "We quote honestly, report openly and keep our word, with clients, shareholders and each other.",
      },
      {
        title: "Safety first",
        body: "No deadline justifies a risk. Every site, structure and shift is planned to send people home safe.",
      },
      {
        title: "Precision",
        body: "Loads are calculated, stock is counted and deliveries are timed. We measure what we promise.",
      },
      {
        title: "Partnership",
        body: "We succeed when our clients do, so we plan for their growth and stay with them after handover.",
      },
      {
        title: "Innovation",
        body: "From automated production lines to AI forecasting, we adopt what makes storage safer and logistics faster.",
      },
    ],
  },
  ar: {
    heading: "قيمنا",
    items: [
      {
        title: "النزاهة",
        body: "نسعّر بصدق، ونُفصح بوضوح، ونفي بوعودنا مع عملائنا ومساهمينا وفيما بيننا.",
      },
      {
        title: "السلامة أولاً",
        body: "لا موعد نهائي يبرّر المخاطرة. نخطط لكل موقع ومنشأة ووردية ليعود كل فرد إلى بيته سالماً.",
      },
      {
        title: "الدقة",
        body: "نحسب الأحمال، ونجرد المخزون، ونضبط مواعيد التسليم. نقيس ما نعد به.",
      },
      {
        title: "الشراكة",
        body: "نجاحنا من نجاح عملائنا، لذا نخطط لنموّهم ونبقى إلى جانبهم بعد التسليم.",
      },
      {
        title: "الابتكار",
        body: "من خطوط الإنتاج المؤتمتة إلى التنبؤ بالذكاء الاصطناعي، نتبنّى كل ما يجعل التخزين أكثر أماناً والخدمات اللوجستية أسرع.",
      },
    ],
  },
};

/** Two cards. */
export const missionAndVision = {
  en: {
    heading: "Mission and vision",
    items: [
      {
        title: "Our vision",
        body: "To be the reference partner for storage and logistics in Saudi Arabia and the region, trusted for the safety of what we build and the reliability of what we run.",
      },
      {
        title: "Our mission",
        body: "To give businesses complete, efficient and safe storage and logistics solutions, combining engineering, local manufacturing, skilled operations and smart technology, while creating lasting value for clients, shareholders and employees.",
      },
    ],
  },
  ar: {
    heading: "الرسالة والرؤية",
    items: [
      {
        title: "رؤيتنا",
        body: "أن نكون الشريك المرجعي للتخزين والخدمات اللوجستية في المملكة والمنطقة، موضع ثقة في سلامة ما نبنيه وموثوقية ما نشغّله.",
      },
      {
        title: "رسالتنا",
        body: "أن نقدّم للمنشآت حلول تخزين وخدمات لوجستية متكاملة وفعّالة وآمنة، تجمع بين الهندسة والتصنيع المحلي والتشغيل المتمكن والتقنية الذكية، وأن نصنع قيمة مستدامة لعملائنا ومساهمينا وموظفينا.",
      },
    ],
  },
};
