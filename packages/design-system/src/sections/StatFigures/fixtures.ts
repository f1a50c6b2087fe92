// Story fixtures: key figures, in English and Arabic.

/** A logistics park in figures. */
export const parkFigures = {
  en: {
    heading: "The park in figures",
    items: [
      {
        value: "149M",
        label: "riyals invested",
      },
      {
        value: "40,000 m²",
        label: "total area",
      },
      {
        value: "28,000 m²",
        label: "built-up area",
      },
      {
        value: "44,000",
        label: "pallet positions",
      },
      {
        value: "25",
        label: "cold rooms",
      },
      {
        value: "-25 to 5 °C",
        label: "cold room temperature range",
      },
      {
        value: "38",
        label: "loading gates",
      },
      {
        value: "25,000 m²",
        label: "main warehouse",
      },
      {
        value: "21 m",
        label: "main warehouse height",
      },
    ],
  },
  ar: {
    heading: "المجمع بالأرقام",
    items: [
      {
        value: "149 مليون",
        label: "ريال حجم الاستثمار",
      },
      {
        value: "40,000 م²",
        label: "المساحة الإجمالية",
      },
      {
        value: "28,000 م²",
        label: "مسطحات البناء",
      },
      {
        value: "44,000",
        label: "موقع طبلية",
      },
      {
        value: "25",
        label: "غرفة تبريد",
      },
      {
        value: "من -25 إلى 5 °م",
        label: "نطاق حرارة غرف التبريد",
      },
      {
        value: "38",
        label: "بوابة تحميل",
      },
      {
        value: "25,000 م²",
        label: "المستودع الرئيسي",
      },
      {
        value: "21 م",
        label: "ارتفاع المستودع الرئيسي",
      },
    ],
  },
};

/** A group in figures. */
export const groupFigures = {
  en: {
    heading: "Rawafed in figures",
    items: [
      {
        value: "28",
        label: "years of operation",
      },
      {
        value: "2017",
        label: "listed on the Saudi Exchange",
      },
      {
        value: "149M",
        label: "riyals invested in Rawafed Park",
      },
      {
        value: "44,000",
        label: "pallet positions in Riyadh",
      },
      {
        value: "50%",
        label: "of metal factory lines automated",
      },
      {
        value: "5",
        label: "offices in Saudi Arabia and Egypt",
      },
    ],
  },
  ar: {
    heading: "روافد بالأرقام",
    items: [
      {
        value: "28",
        label: "عاماً من العمل",
      },
      {
        value: "2017",
        label: "عام الإدراج في السوق المالية السعودية",
      },
      {
        value: "149 مليون",
        label: "ريال استثمارات مجمع روافد اللوجستي",
      },
      {
        value: "44,000",
        label: "موقع طبلية في الرياض",
      },
      {
        value: "50%",
        label: "من خطوط مصنع المعادن مؤتمتة",
      },
      {
        value: "5",
        label: "مكاتب في السعودية ومصر",
      },
    ],
  },
};
