// Story fixtures: paragraphs and a short list, in English and Arabic.

/** Three paragraphs about a company. */
export const whoWeAre = {
  en: [
    "We are a Saudi group built around one idea: goods should be stored safely and move without friction. Our engineers, factories and operations teams work together so that a client deals with one partner instead of five contractors.",
    "The group designs warehouses, manufactures racking, steel structures and pallets in its own factories in Al Qassim, installs and maintains storage equipment, runs logistics operations for clients and operates Rawafed Park, a logistics park in Riyadh. An AI-supported platform ties these services together.",
    "We serve clients from offices in Riyadh, Buraydah, Dammam, Jeddah and Cairo, and our shares have been listed on the parallel market of the Saudi Exchange since 2017.",
  ],
  ar: [
    "نحن مجموعة سعودية تقوم على فكرة واحدة: أن تُخزَّن البضائع بأمان وتتحرك بلا عوائق. يعمل مهندسونا ومصانعنا وفرق التشغيل لدينا معاً، ليتعامل العميل مع شريك واحد بدلاً من خمسة مقاولين.",
    "تصمّم المجموعة المستودعات، وتصنع الأرفف والهياكل الفولاذية والطبليات في مصانعها بالقصيم، وتورّد معدات التخزين وتركّبها وتصونها، وتدير العمليات اللوجستية لعملائها، وتشغّل مجمع روافد اللوجستي في الرياض. وتربط منصة مدعومة بالذكاء الاصطناعي هذه الخدمات جميعها.",
    "نخدم عملاءنا من مكاتبنا في الرياض وبريدة والدمام وجدة والقاهرة، وأسهمنا مدرجة في السوق الموازية بالسوق المالية السعودية منذ عام 2017.",
  ],
};

/** Five short titles. */
export const valueTitles = {
  en: ["Integrity", "Safety first", "Precision", "Partnership", "Innovation"],
  ar: ["النزاهة", "السلامة أولاً", "الدقة", "الشراكة", "الابتكار"],
};
