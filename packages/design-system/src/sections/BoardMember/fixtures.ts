// Story fixtures: a board member and an executive, in English and Arabic.

/** A name and a role. */
export const chairman = {
  en: {
    name: "Abdulaziz Saleh Al-Rashed",
    role: "Chairman of the Board (non-executive)",
  },
  ar: {
    name: "عبدالعزيز صالح الراشد",
    role: "رئيس مجلس الإدارة (غير تنفيذي)",
  },
};

/** A name, a role and a biography. */
export const chiefExecutive = {
  en: {
    name: "Khalid Abdullah Al-Harbi",
    role: "Chief Executive Officer",
    bio: "Khalid joined Rawafed in 2005 as a projects engineer and has led the group since 2016, steering its listing in 2017 and the development of Rawafed Park. He is also a member of the board of directors.",
  },
  ar: {
    name: "خالد عبدالله الحربي",
    role: "الرئيس التنفيذي",
    bio: "انضم خالد إلى روافد عام 2005 مهندساً للمشاريع، ويقود المجموعة منذ عام 2016؛ وقد قاد إدراجها عام 2017 وتطوير مجمع روافد اللوجستي. وهو أيضاً عضو في مجلس الإدارة.",
  },
};
