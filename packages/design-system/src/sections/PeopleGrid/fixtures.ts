// Story fixtures: a board, executives and managers, in English and Arabic.

/** A heading and five board members. */
export const board = {
  en: {
    heading: "Board members",
    items: [
      {
        name: "Abdulaziz Saleh Al-Rashed",
        role: "Chairman of the Board (non-executive)",
      },
      {
        name: "Fahad Mohammed Al-Otaibi",
        role: "Vice Chairman (non-executive)",
      },
      {
        name: "Khalid Abdullah Al-Harbi",
        role: "Board Member and Chief Executive Officer (executive)",
      },
      {
        name: "Dr. Nora Ibrahim Al-Qahtani",
        role: "Board Member (independent)",
      },
      {
        name: "Majed Hamad Al-Dosari",
        role: "Board Member (independent)",
      },
    ],
  },
  ar: {
    heading: "أعضاء المجلس",
    items: [
      {
        name: "عبدالعزيز صالح الراشد",
        role: "رئيس مجلس الإدارة (غير تنفيذي)",
      },
      {
        name: "فهد محمد العتيبي",
        role: "نائب رئيس مجلس الإدارة (غير تنفيذي)",
      },
      {
        name: "خالد عبدالله الحربي",
        role: "عضو مجلس الإدارة والرئيس التنفيذي (تنفيذي)",
      },
      {
        name: "د. نورة إبراهيم القحطاني",
        role: "عضو مجلس الإدارة (مستقل)",
      },
      {
        name: "ماجد حمد الدوسري",
        role: "عضو مجلس الإدارة (مستقل)",
      },
    ],
  },
};

/** Six executives with biographies. */
export const leaders = {
  en: {
    items: [
      {
        name: "Khalid Abdullah Al-Harbi",
        role: "Chief Executive Officer",
        bio: "Khalid joined Rawafed in 2005 as a projects engineer and has led the group since 2016, steering its listing in 2017 and the development of Rawafed Park. He is also a member of the board of directors.",
      },
      {
        name: "Turki Nasser Al-Shehri",
        role: "Chief Financial Officer",
        bio: "A certified accountant with twenty years in industrial companies, Turki leads finance, reporting to the market and investor relations.",
      },
      {
        name: "Eng. Yousef Ali Al-Ghamdi",
        role: "Chief Operating Officer",
        bio: "Yousef oversees integrated logistics, Rawafed Park and installation teams. He has run warehouse operations in Riyadh and the Eastern Province for fifteen years.",
      },
      {
        name: "Eng. Saad Sulaiman Al-Mutlaq",
        role: "General Manager, Industrial Sector",
        bio: "Saad leads the metal and wood factories in Al Qassim and drove the automation of half of the metal factory's production lines.",
      },
      {
        name: "Reem Abdullah Al-Anazi",
        role: "Chief Digital Officer",
        bio: "Reem built the group's AI-supported logistics platform and leads its data, software and information security teams.",
      },
      {
        name: "Ahmed Samir Abdelhamid",
        role: "Country Manager, Egypt",
        bio: "Ahmed runs the Cairo office and the group's consultancy and storage projects in Egypt.",
      },
    ],
  },
  ar: {
    items: [
      {
        name: "خالد عبدالله الحربي",
        role: "الرئيس التنفيذي",
        bio: "انضم خالد إلى روافد عام 2005 مهندساً للمشاريع، ويقود المجموعة منذ عام 2016؛ وقد قاد إدراجها عام 2017 وتطوير مجمع روافد اللوجستي. وهو أيضاً عضو في مجلس الإدارة.",
      },
      {
        name: "تركي ناصر الشهري",
        role: "الرئيس التنفيذي للمالية",
        bio: "محاسب قانوني معتمد بخبرة عشرين عاماً في الشركات الصناعية، يقود الإدارة المالية والإفصاح للسوق وعلاقات المستثمرين.",
      },
      {
        name: "م. يوسف علي الغامدي",
        role: "الرئيس التنفيذي للعمليات",
        bio: "يشرف يوسف على الخدمات اللوجستية المتكاملة ومجمع روافد اللوجستي وفرق التركيب، وقد أدار عمليات المستودعات في الرياض والمنطقة الشرقية خمسة عشر عاماً.",
      },
      {
        name: "م. سعد سليمان المطلق",
        role: "المدير العام للقطاع الصناعي",
        bio: "يقود سعد مصنعي المعادن والأخشاب في القصيم، وقاد أتمتة نصف خطوط الإنتاج في مصنع المعادن.",
      },
      {
        name: "ريم عبدالله العنزي",
        role: "الرئيسة التنفيذية للتحول الرقمي",
        bio: "بنت ريم المنصة اللوجستية المدعومة بالذكاء الاصطناعي، وتقود فرق البيانات والبرمجيات وأمن المعلومات في المجموعة.",
      },
      {
        name: "أحمد سمير عبدالحميد",
        role: "المدير الإقليمي لمصر",
        bio: "يدير أحمد مكتب القاهرة ومشاريع المجموعة في الاستشارات والتخزين داخل مصر.",
      },
    ],
  },
};

/** Unit managers. */
export const team = {
  en: {
    heading: "Unit managers",
    items: [
      {
        name: "Eng. Omar Hassan Al-Zahrani",
        role: "General Manager, Rawafed Park",
      },
      {
        name: "Eng. Bandar Turki Al-Harthi",
        role: "Plant Manager, Metal and Steel Factory",
      },
      {
        name: "Nasser Ali Al-Yami",
        role: "Plant Manager, Wood and Pallet Factory",
      },
      {
        name: "Eng. Hisham Mahmoud Al-Jaber",
        role: "Head of the Consulting Engineers Unit",
      },
      {
        name: "Ghada Fathi Mansour",
        role: "Head of Storage and Logistics Consultancy",
      },
      {
        name: "Abdulrahman Khalid Al-Shammari",
        role: "Sales Director, Storage Solutions",
      },
      {
        name: "Maha Saeed Al-Malki",
        role: "Human Resources Director",
      },
      {
        name: "Lama Faisal Al-Subaie",
        role: "Investor Relations Manager",
      },
    ],
  },
  ar: {
    heading: "مديرو الوحدات",
    items: [
      {
        name: "م. عمر حسن الزهراني",
        role: "المدير العام لمجمع روافد اللوجستي",
      },
      {
        name: "م. بندر تركي الحارثي",
        role: "مدير مصنع المعادن والحديد",
      },
      {
        name: "ناصر علي اليامي",
        role: "مدير مصنع الأخشاب والطبليات",
      },
      {
        name: "م. هشام محمود الجابر",
        role: "رئيس وحدة المهندسين الاستشاريين",
      },
      {
        name: "غادة فتحي منصور",
        role: "رئيسة قطاع استشارات التخزين والخدمات اللوجستية",
      },
      {
        name: "عبدالرحمن خالد الشمري",
        role: "مدير المبيعات، حلول التخزين",
      },
      {
        name: "مها سعيد المالكي",
        role: "مديرة الموارد البشرية",
      },
      {
        name: "لمى فيصل السبيعي",
        role: "مديرة علاقات المستثمرين",
      },
    ],
  },
};
