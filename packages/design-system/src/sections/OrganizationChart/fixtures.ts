// Story fixtures: a group's organization, in English and Arabic.

/** A heading and the tree: assembly, board, committees, executive, sectors and units. */
export const organization = {
  en: {
    root: {
      title: "General Assembly of Shareholders",
      children: [
        {
          title: "Board of Directors",
          children: [
            {
              title: "Audit Committee",
              children: [
                {
                  title: "Internal Audit",
                },
              ],
            },
            {
              title: "Remuneration and Nominations Committee",
            },
            {
              title: "Board Secretary",
            },
            {
              title: "Chief Executive Officer",
              children: [
                {
                  title: "Logistics Sector",
                  children: [
                    {
                      title: "Integrated Logistics Services",
                    },
                    {
                      title: "Rawafed Park",
                    },
                    {
                      title: "Smart Logistics Platform",
                    },
                  ],
                },
                {
                  title: "Storage Solutions Sector",
                  children: [
                    {
                      title: "Storage Solutions and Racking Systems",
                    },
                    {
                      title: "Storage and Logistics Consultancy",
                    },
                    {
                      title: "Consulting Engineers Unit",
                    },
                  ],
                },
                {
                  title: "Industrial Sector",
                  children: [
                    {
                      title: "Metal and Steel Factory",
                    },
                    {
                      title: "Wood and Pallet Factory",
                    },
                  ],
                },
                {
                  title: "Shared Services",
                  children: [
                    {
                      title: "Finance and Investor Relations",
                    },
                    {
                      title: "Human Resources",
                    },
                    {
                      title: "Information Technology",
                    },
                    {
                      title: "Legal Affairs and Compliance",
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  },
  ar: {
    root: {
      title: "الجمعية العامة للمساهمين",
      children: [
        {
          title: "مجلس الإدارة",
          children: [
            {
              title: "لجنة المراجعة",
              children: [
                {
                  title: "المراجعة الداخلية",
                },
              ],
            },
            {
              title: "لجنة المكافآت والترشيحات",
            },
            {
              title: "أمين سر المجلس",
            },
            {
              title: "الرئيس التنفيذي",
              children: [
                {
                  title: "القطاع اللوجستي",
                  children: [
                    {
                      title: "الخدمات اللوجستية المتكاملة",
                    },
                    {
                      title: "مجمع روافد اللوجستي",
                    },
                    {
                      title: "المنصة اللوجستية الذكية",
                    },
                  ],
                },
                {
                  title: "قطاع حلول التخزين",
                  children: [
                    {
                      title: "حلول التخزين وأنظمة الأرفف",
                    },
                    {
                      title: "استشارات التخزين والخدمات اللوجستية",
                    },
                    {
                      title: "وحدة المهندسين الاستشاريين",
                    },
                  ],
                },
                {
                  title: "القطاع الصناعي",
                  children: [
                    {
                      title: "مصنع المعادن والحديد",
                    },
                    {
                      title: "مصنع الأخشاب والطبليات",
                    },
                  ],
                },
                {
                  title: "الخدمات المشتركة",
                  children: [
                    {
                      title: "المالية وعلاقات المستثمرين",
                    },
                    {
                      title: "الموارد البشرية",
                    },
                    {
                      title: "تقنية المعلومات",
                    },
                    {
                      title: "الشؤون القانونية والالتزام",
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  },
};
