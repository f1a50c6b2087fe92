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

/** A portrait as a story can carry it: a drawn silhouette, no file. */
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 56 56"><rect width="56" height="56" fill="#1d3557"/><circle cx="28" cy="22" r="10" fill="#f1faee"/><ellipse cx="28" cy="50" rx="18" ry="13" fill="#f1faee"/></svg>',
)}`;

/** A board member with a photo and a term, as the studio gives them. */
export const independentMember = {
  en: {
    name: "Dr. Nora Ibrahim Al-Qahtani",
    role: "Board Member (independent)",
    photo: { src: portrait, alt: "Dr. Nora Al-Qahtani" },
    term: "Term: 16 September 2024 to 15 September 2028",
  },
  ar: {
    name: "د. نورة إبراهيم القحطاني",
    role: "عضو مجلس الإدارة (مستقل)",
    photo: { src: portrait, alt: "د. نورة القحطاني" },
    term: "الدورة: من 16 سبتمبر 2024 إلى 15 سبتمبر 2028",
  },
};
