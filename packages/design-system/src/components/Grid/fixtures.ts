// Story fixtures: six reasons to choose a logistics group, in English and Arabic.

/** Six cards of title and body. */
export const reasons = {
  en: [
    {
      title: "One partner from study to operation",
      body: "Consultancy, engineering, manufacturing, installation and operations sit in one group, so nothing falls between contractors.",
    },
    {
      title: "Made in Saudi Arabia",
      body: "Our racking, steel structures and pallets come from our own factories in Al Qassim, which shortens lead times and supports local content.",
    },
    {
      title: "Safety we can sign for",
      body: "Licensed engineers calculate every structure and prepare it for civil defense approval before a single beam is installed.",
    },
    {
      title: "Capacity when you need it",
      body: "Rawafed Park in Riyadh offers 44,000 pallet positions and 25 cold rooms, ready for seasonal peaks and new contracts.",
    },
    {
      title: "Data you can act on",
      body: "Our AI-supported platform forecasts demand and shows stock, orders and trucks in real time, so decisions rest on facts.",
    },
    {
      title: "A listed, governed company",
      body: "Listed since 2017, we publish audited statements every year and follow the governance rules of the Capital Market Authority.",
    },
  ],
  ar: [
    {
      title: "شريك واحد من الدراسة حتى التشغيل",
      body: "الاستشارات والهندسة والتصنيع والتركيب والتشغيل كلها داخل مجموعة واحدة، فلا يضيع شيء بين المقاولين.",
    },
    {
      title: "صُنع في السعودية",
      body: "تأتي أرففنا وهياكلنا الفولاذية وطبلياتنا من مصانعنا في القصيم، ما يختصر مدد التوريد ويدعم المحتوى المحلي.",
    },
    {
      title: "سلامة نتحمّل مسؤوليتها",
      body: "يحسب مهندسون مرخّصون كل منشأة ويجهّزونها لاعتماد الدفاع المدني قبل تركيب أي عارضة.",
    },
    {
      title: "طاقة استيعابية عند الحاجة",
      body: "يوفّر مجمع روافد اللوجستي في الرياض 44,000 موقع طبلية و25 غرفة تبريد، جاهزة للمواسم والعقود الجديدة.",
    },
    {
      title: "بيانات تبني عليها قرارك",
      body: "تتنبأ منصتنا المدعومة بالذكاء الاصطناعي بالطلب، وتعرض المخزون والطلبات والشاحنات لحظة بلحظة، لتقوم القرارات على الحقائق.",
    },
    {
      title: "شركة مدرجة تلتزم بالحوكمة",
      body: "منذ إدراجنا عام 2017 ننشر قوائم مالية مدققة كل عام، ونلتزم بلائحة حوكمة الشركات الصادرة عن هيئة السوق المالية.",
    },
  ],
};
