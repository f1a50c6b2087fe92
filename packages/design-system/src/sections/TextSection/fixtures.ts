// Story fixtures: paragraphs about a company, in English and Arabic.

/** A heading and paragraphs. */
export const whoWeAre = {
  en: {
    heading: "Who we are",
    paragraphs: [
      "We are a Saudi group built around one idea: goods should be stored safely and move without friction. Our engineers, factories and operations teams work together so that a client deals with one partner instead of five contractors.",
      "The group designs warehouses, manufactures racking, steel structures and pallets in its own factories in Al Qassim, installs and maintains storage equipment, runs logistics operations for clients and operates Rawafed Park, a logistics park in Riyadh. An AI-supported platform ties these services together.",
      "We serve clients from offices in Riyadh, Buraydah, Dammam, Jeddah and Cairo, and our shares have been listed on the parallel market of the Saudi Exchange since 2017.",
    ],
  },
  ar: {
    heading: "من نحن",
    paragraphs: [
      "نحن مجموعة سعودية تقوم على فكرة واحدة: أن تُخزَّن البضائع بأمان وتتحرك بلا عوائق. يعمل مهندسونا ومصانعنا وفرق التشغيل لدينا معاً، ليتعامل العميل مع شريك واحد بدلاً من خمسة مقاولين.",
      "تصمّم المجموعة المستودعات، وتصنع الأرفف والهياكل الفولاذية والطبليات في مصانعها بالقصيم، وتورّد معدات التخزين وتركّبها وتصونها، وتدير العمليات اللوجستية لعملائها، وتشغّل مجمع روافد اللوجستي في الرياض. وتربط منصة مدعومة بالذكاء الاصطناعي هذه الخدمات جميعها.",
      "نخدم عملاءنا من مكاتبنا في الرياض وبريدة والدمام وجدة والقاهرة، وأسهمنا مدرجة في السوق الموازية بالسوق المالية السعودية منذ عام 2017.",
    ],
  },
};

/** A note without a heading, under a list of downloads. */
export const statementsNote = {
  en: {
    paragraphs: [
      "The statements are prepared in accordance with International Financial Reporting Standards as endorsed in the Kingdom of Saudi Arabia. The Arabic version is the reference in case of any difference between languages.",
    ],
  },
  ar: {
    paragraphs: [
      "أُعدّت القوائم وفقاً للمعايير الدولية للتقرير المالي المعتمدة في المملكة العربية السعودية، وتُعدّ النسخة العربية هي المرجع عند وجود أي اختلاف بين اللغتين.",
    ],
  },
};
