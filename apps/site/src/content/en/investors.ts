import { financialHighlights } from "../financialHighlights";
import type { Pages } from "../schema";

const highlights = financialHighlights({
  heading: "Financial highlights",
  note: "Figures from the audited consolidated financial statements, in millions of Saudi riyals. Each year's statements can be downloaded in full.",
  unit: "SAR million",
  titles: {
    revenue: "Revenue",
    netProfit: "Net profit",
    totalAssets: "Total assets",
    totalEquity: "Total equity",
  },
});

export const investorPages = {
  investorsServicesCenter: {
    title: "Investor services center",
    description:
      "Shareholder services, general assembly information, disclosures and investor relations contacts for Rawafed Group, listed on the Saudi Exchange since 2017.",
    lead: "Rawafed Group has been listed on the parallel market of the Saudi Exchange since 2017. Our investor relations team keeps shareholders informed and answers their questions.",
    highlights,
    sections: [
      {
        kind: "cards",
        heading: "Shareholder services",
        items: [
          {
            title: "Disclosures and announcements",
            body: "Material information, financial results and general assembly invitations are published first on the Saudi Exchange website, then on this site.",
          },
          {
            title: "Dividends",
            body: "Dividends are paid according to the dividend policy approved by the general assembly, directly into shareholders' investment accounts.",
            href: "regulationsAndPolicies",
          },
          {
            title: "Annual reports and statements",
            body: "Audited financial statements for each year are available to download.",
            href: "finicalStatements",
          },
          {
            title: "Board and committees",
            body: "Who sits on the board, its current term and the composition of its committees.",
            href: "boardMembers",
          },
        ],
      },
      {
        kind: "text",
        heading: "General assembly meetings",
        paragraphs: [
          "The ordinary general assembly meets at least once a year, within six months of the end of the financial year, to approve the financial statements, the board report and the appointment of the external auditor.",
          "Invitations, with the agenda and the documents of each item, are announced on the Saudi Exchange website at least 21 days before the meeting. Shareholders can attend in person or vote remotely through the electronic voting service before and during the meeting.",
        ],
      },
      {
        kind: "text",
        heading: "Contacting investor relations",
        paragraphs: [
          "For questions about your shareholding, dividends, general assemblies or disclosures, contact the investor relations department at our head office in Riyadh. We answer within three working days.",
          "Questions about the number of shares you hold or changes to your account should be addressed to your broker or the securities depository.",
        ],
      },
      {
        kind: "cta",
        heading: "Have a question for investor relations?",
        body: "Write to us through the contact page and choose investor relations as the subject.",
        action: "Contact investor relations",
        href: "contactUs",
      },
    ],
  },

  finicalStatements: {
    title: "Financial statements",
    description:
      "Download the audited annual financial statements of Rawafed Group for 2019, 2020, 2021, 2022 and 2023, with the independent auditor's report for each year.",
    lead: "Our annual financial statements are audited by an independent external auditor and approved by the general assembly.",
    highlights,
    sections: [
      {
        kind: "downloads",
        heading: "Annual financial statements",
        documents: "statement",
        items: [],
      },
      {
        kind: "text",
        paragraphs: [
          "The statements are prepared in accordance with International Financial Reporting Standards as endorsed in the Kingdom of Saudi Arabia. The Arabic version is the reference in case of any difference between languages.",
        ],
      },
    ],
  },

  regulationsAndPolicies: {
    title: "Regulations and policies",
    description:
      "Corporate governance manual, board membership, remuneration, dividend, disclosure and conflict of interest policies of Rawafed Group, available to download.",
    lead: "These documents set out how Rawafed Group is governed. They follow the Companies Law and the corporate governance regulations of the Capital Market Authority and are approved by the board or the general assembly.",
    sections: [
      {
        kind: "downloads",
        heading: "Governance documents",
        documents: "policy",
        items: [],
      },
    ],
  },
} satisfies Pages<"investorsServicesCenter" | "finicalStatements" | "regulationsAndPolicies">;
