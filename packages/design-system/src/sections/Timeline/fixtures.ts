// Story fixtures: a company's history, in English and Arabic.

/** A heading and the years of the company's history. */
export const history = {
  en: {
    heading: "Milestones",
    items: [
      {
        year: "1994",
        title: "A metal workshop opens in Al Qassim",
        body: "A steel fabrication workshop starts in Buraydah. It will later become the group's metal and steel factory.",
      },
      {
        year: "1997",
        title: "Rawafed is founded in Riyadh",
        body: "The company opens in Riyadh as a supplier and installer of storage racking for local distributors.",
      },
      {
        year: "2003",
        title: "The metal factory joins the group",
        body: "Rawafed acquires the Al Qassim workshop and begins manufacturing its own racking systems.",
      },
      {
        year: "2008",
        title: "The wood and pallet factory opens",
        body: "A pallet and crate factory is added to supply clients' warehouses and exporters.",
      },
      {
        year: "2011",
        title: "Integrated logistics services",
        body: "The group starts running warehouses and distribution for clients and opens branches in Dammam and Jeddah.",
      },
      {
        year: "2014",
        title: "Consultancy and engineering",
        body: "The storage and logistics consultancy and the consulting engineers unit are established.",
      },
      {
        year: "2017",
        title: "Listing on the Saudi Exchange",
        body: "Rawafed Group shares are listed on the parallel market of the Saudi Exchange.",
      },
      {
        year: "2019",
        title: "An office in Cairo",
        body: "The group opens an office in Cairo to serve clients and projects in Egypt.",
      },
      {
        year: "2021",
        title: "Automation of the metal factory",
        body: "Half of the metal factory's production lines are now automated.",
      },
      {
        year: "2024",
        title: "Rawafed Park opens in Riyadh",
        body: "The 149 million riyal logistics park starts operations with 44,000 pallet positions and 25 cold rooms.",
      },
      {
        year: "2025",
        title: "The smart logistics platform",
        body: "The group launches its AI-supported logistics platform for clients of all its divisions.",
      },
    ],
  },
  ar: {
    heading: "محطات في مسيرتنا",
    items: [
      {
        year: "1994",
        title: "افتتاح ورشة معادن في القصيم",
        body: "تبدأ ورشة لتصنيع الحديد أعمالها في بريدة، لتصبح لاحقاً مصنع المعادن والحديد التابع للمجموعة.",
      },
      {
        year: "1997",
        title: "تأسيس روافد في الرياض",
        body: "تنطلق الشركة في الرياض مورداً ومركّباً لأرفف التخزين للموزعين المحليين.",
      },
      {
        year: "2003",
        title: "انضمام مصنع المعادن إلى المجموعة",
        body: "تستحوذ روافد على ورشة القصيم وتبدأ تصنيع أنظمة الأرفف بنفسها.",
      },
      {
        year: "2008",
        title: "افتتاح مصنع الأخشاب والطبليات",
        body: "يُضاف مصنع للطبليات والصناديق لتزويد مستودعات العملاء والمصدّرين.",
      },
      {
        year: "2011",
        title: "الخدمات اللوجستية المتكاملة",
        body: "تبدأ المجموعة تشغيل المستودعات والتوزيع لعملائها، وتفتتح فرعيها في الدمام وجدة.",
      },
      {
        year: "2014",
        title: "الاستشارات والهندسة",
        body: "تأسيس قطاع استشارات التخزين والخدمات اللوجستية ووحدة المهندسين الاستشاريين.",
      },
      {
        year: "2017",
        title: "الإدراج في السوق المالية السعودية",
        body: "إدراج أسهم مجموعة روافد في السوق الموازية بالسوق المالية السعودية.",
      },
      {
        year: "2019",
        title: "مكتب في القاهرة",
        body: "تفتتح المجموعة مكتباً في القاهرة لخدمة العملاء والمشاريع في مصر.",
      },
      {
        year: "2021",
        title: "أتمتة مصنع المعادن",
        body: "أصبح نصف خطوط الإنتاج في مصنع المعادن مؤتمتاً.",
      },
      {
        year: "2024",
        title: "افتتاح مجمع روافد اللوجستي في الرياض",
        body: "يبدأ المجمع اللوجستي الذي بلغت تكلفته 149 مليون ريال أعماله بسعة 44,000 موقع طبلية و25 غرفة تبريد.",
      },
      {
        year: "2025",
        title: "المنصة اللوجستية الذكية",
        body: "تطلق المجموعة منصتها اللوجستية المدعومة بالذكاء الاصطناعي لعملاء جميع قطاعاتها.",
      },
    ],
  },
};
