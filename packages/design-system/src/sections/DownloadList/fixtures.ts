// Story fixtures: downloadable reports and policies, in English and Arabic.

/** Financial statements, one a year. */
export const statements = {
  en: {
    heading: "Annual financial statements",
    items: [
      {
        label: "Audited financial statements 2023",
        year: "2023",
        file: "/files/financial-statements-2023.pdf",
        sizeLabel: "PDF, 2.4 MB",
      },
      {
        label: "Audited financial statements 2022",
        year: "2022",
        file: "/files/financial-statements-2022.pdf",
        sizeLabel: "PDF, 2.2 MB",
      },
      {
        label: "Audited financial statements 2021",
        year: "2021",
        file: "/files/financial-statements-2021.pdf",
        sizeLabel: "PDF, 2.1 MB",
      },
      {
        label: "Audited financial statements 2020",
        year: "2020",
        file: "/files/financial-statements-2020.pdf",
        sizeLabel: "PDF, 1.9 MB",
      },
      {
        label: "Audited financial statements 2019",
        year: "2019",
        file: "/files/financial-statements-2019.pdf",
        sizeLabel: "PDF, 1.8 MB",
      },
    ],
  },
  ar: {
    heading: "القوائم المالية السنوية",
    items: [
      {
        label: "القوائم المالية المدققة لعام 2023",
        year: "2023",
        file: "/files/financial-statements-2023.pdf",
        sizeLabel: "PDF، 2.4 ميجابايت",
      },
      {
        label: "القوائم المالية المدققة لعام 2022",
        year: "2022",
        file: "/files/financial-statements-2022.pdf",
        sizeLabel: "PDF، 2.2 ميجابايت",
      },
      {
        label: "القوائم المالية المدققة لعام 2021",
        year: "2021",
        file: "/files/financial-statements-2021.pdf",
        sizeLabel: "PDF، 2.1 ميجابايت",
      },
      {
        label: "القوائم المالية المدققة لعام 2020",
        year: "2020",
        file: "/files/financial-statements-2020.pdf",
        sizeLabel: "PDF، 1.9 ميجابايت",
      },
      {
        label: "القوائم المالية المدققة لعام 2019",
        year: "2019",
        file: "/files/financial-statements-2019.pdf",
        sizeLabel: "PDF، 1.8 ميجابايت",
      },
    ],
  },
};

/** Governance documents: no year, long labels. */
export const policies = {
  en: {
    heading: "Governance documents",
    items: [
      {
        label: "Corporate governance manual",
        file: "/files/policy-corporate-governance.pdf",
        sizeLabel: "PDF, 1.2 MB",
      },
      {
        label: "Board membership policy",
        file: "/files/policy-board-membership.pdf",
        sizeLabel: "PDF, 640 KB",
      },
      {
        label: "Remuneration policy for the board, committees and executives",
        file: "/files/policy-remuneration.pdf",
        sizeLabel: "PDF, 580 KB",
      },
      {
        label: "Dividend distribution policy",
        file: "/files/policy-dividend-distribution.pdf",
        sizeLabel: "PDF, 420 KB",
      },
      {
        label: "Disclosure and transparency policy",
        file: "/files/policy-disclosure.pdf",
        sizeLabel: "PDF, 510 KB",
      },
      {
        label: "Conflict of interest policy",
        file: "/files/policy-conflict-of-interest.pdf",
        sizeLabel: "PDF, 470 KB",
      },
    ],
  },
  ar: {
    heading: "وثائق الحوكمة",
    items: [
      {
        label: "دليل حوكمة الشركة",
        file: "/files/policy-corporate-governance.pdf",
        sizeLabel: "PDF، 1.2 ميجابايت",
      },
      {
        label: "سياسة عضوية مجلس الإدارة",
        file: "/files/policy-board-membership.pdf",
        sizeLabel: "PDF، 640 كيلوبايت",
      },
      {
        label: "سياسة مكافآت أعضاء المجلس واللجان والإدارة التنفيذية",
        file: "/files/policy-remuneration.pdf",
        sizeLabel: "PDF، 580 كيلوبايت",
      },
      {
        label: "سياسة توزيع الأرباح",
        file: "/files/policy-dividend-distribution.pdf",
        sizeLabel: "PDF، 420 كيلوبايت",
      },
      {
        label: "سياسة الإفصاح والشفافية",
        file: "/files/policy-disclosure.pdf",
        sizeLabel: "PDF، 510 كيلوبايت",
      },
      {
        label: "سياسة تعارض المصالح",
        file: "/files/policy-conflict-of-interest.pdf",
        sizeLabel: "PDF، 470 كيلوبايت",
      },
    ],
  },
};
