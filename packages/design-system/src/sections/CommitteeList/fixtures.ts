// Story fixtures: a board's committees, in English and Arabic.

/** A heading and two committees of three members. */
export const committees = {
  en: {
    heading: "Board committees",
    items: [
      {
        name: "Audit Committee",
        description:
          "Three members who oversee financial reporting, internal control, internal audit and the work of the external auditor.",
        members: [
          {
            name: "Majed Hamad Al-Dosari",
            role: "Chairman",
          },
          {
            name: "Dr. Nora Ibrahim Al-Qahtani",
            role: "Member",
          },
          {
            name: "Sami Abdulrahman Al-Mutairi",
            role: "Member from outside the board",
          },
        ],
      },
      {
        name: "Remuneration and Nominations Committee",
        description:
          "Recommends board and executive nominations, reviews the remuneration policy and assesses the board's effectiveness every year.",
        members: [
          {
            name: "Dr. Nora Ibrahim Al-Qahtani",
            role: "Chairwoman",
          },
          {
            name: "Fahad Mohammed Al-Otaibi",
            role: "Member",
          },
          {
            name: "Majed Hamad Al-Dosari",
            role: "Member",
          },
        ],
      },
    ],
  },
  ar: {
    heading: "لجان المجلس",
    items: [
      {
        name: "لجنة المراجعة",
        description:
          "ثلاثة أعضاء يشرفون على التقارير المالية والرقابة الداخلية والمراجعة الداخلية وأعمال مراجع الحسابات الخارجي.",
        members: [
          {
            name: "ماجد حمد الدوسري",
            role: "رئيس اللجنة",
          },
          {
            name: "د. نورة إبراهيم القحطاني",
            role: "عضو",
          },
          {
            name: "سامي عبدالرحمن المطيري",
            role: "عضو من خارج المجلس",
          },
        ],
      },
      {
        name: "لجنة المكافآت والترشيحات",
        description:
          "توصي بالترشيحات لعضوية المجلس والمناصب التنفيذية، وتراجع سياسة المكافآت، وتقيّم فاعلية المجلس سنوياً.",
        members: [
          {
            name: "د. نورة إبراهيم القحطاني",
            role: "رئيسة اللجنة",
          },
          {
            name: "فهد محمد العتيبي",
            role: "عضو",
          },
          {
            name: "ماجد حمد الدوسري",
            role: "عضو",
          },
        ],
      },
    ],
  },
};
