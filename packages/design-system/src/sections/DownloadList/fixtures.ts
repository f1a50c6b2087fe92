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
        format: "PDF",
        bytes: 2516582,
      },
      {
        label: "Audited financial statements 2022",
        year: "2022",
        file: "/files/financial-statements-2022.pdf",
        format: "PDF",
        bytes: 2306867,
      },
      {
        label: "Audited financial statements 2021",
        year: "2021",
        file: "/files/financial-statements-2021.pdf",
        format: "PDF",
        bytes: 2202010,
      },
      {
        label: "Audited financial statements 2020",
        year: "2020",
        file: "/files/financial-statements-2020.pdf",
        format: "PDF",
        bytes: 1992294,
      },
      {
        label: "Audited financial statements 2019",
        year: "2019",
        file: "/files/financial-statements-2019.pdf",
        format: "PDF",
        bytes: 1887437,
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
        format: "PDF",
        bytes: 2516582,
      },
      {
        label: "القوائم المالية المدققة لعام 2022",
        year: "2022",
        file: "/files/financial-statements-2022.pdf",
        format: "PDF",
        bytes: 2306867,
      },
      {
        label: "القوائم المالية المدققة لعام 2021",
        year: "2021",
        file: "/files/financial-statements-2021.pdf",
        format: "PDF",
        bytes: 2202010,
      },
      {
        label: "القوائم المالية المدققة لعام 2020",
        year: "2020",
        file: "/files/financial-statements-2020.pdf",
        format: "PDF",
        bytes: 1992294,
      },
      {
        label: "القوائم المالية المدققة لعام 2019",
        year: "2019",
        file: "/files/financial-statements-2019.pdf",
        format: "PDF",
        bytes: 1887437,
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
        format: "PDF",
        bytes: 1258291,
      },
      {
        label: "Board membership policy",
        file: "/files/policy-board-membership.pdf",
        format: "PDF",
        bytes: 655360,
      },
      {
        label: "Remuneration policy for the board, committees and executives",
        file: "/files/policy-remuneration.pdf",
        format: "PDF",
        bytes: 593920,
      },
      {
        label: "Dividend distribution policy",
        file: "/files/policy-dividend-distribution.pdf",
        format: "PDF",
        bytes: 430080,
      },
      {
        label: "Disclosure and transparency policy",
        file: "/files/policy-disclosure.pdf",
        format: "PDF",
        bytes: 522240,
      },
      {
        label: "Conflict of interest policy",
        file: "/files/policy-conflict-of-interest.pdf",
        format: "PDF",
        bytes: 481280,
      },
    ],
  },
  ar: {
    heading: "وثائق الحوكمة",
    items: [
      {
        label: "دليل حوكمة الشركة",
        file: "/files/policy-corporate-governance.pdf",
        format: "PDF",
        bytes: 1258291,
      },
      {
        label: "سياسة عضوية مجلس الإدارة",
        file: "/files/policy-board-membership.pdf",
        format: "PDF",
        bytes: 655360,
      },
      {
        label: "سياسة مكافآت أعضاء المجلس واللجان والإدارة التنفيذية",
        file: "/files/policy-remuneration.pdf",
        format: "PDF",
        bytes: 593920,
      },
      {
        label: "سياسة توزيع الأرباح",
        file: "/files/policy-dividend-distribution.pdf",
        format: "PDF",
        bytes: 430080,
      },
      {
        label: "سياسة الإفصاح والشفافية",
        file: "/files/policy-disclosure.pdf",
        format: "PDF",
        bytes: 522240,
      },
      {
        label: "سياسة تعارض المصالح",
        file: "/files/policy-conflict-of-interest.pdf",
        format: "PDF",
        bytes: 481280,
      },
    ],
  },
};
