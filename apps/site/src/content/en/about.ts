import type { Pages } from "../schema";

export const aboutPages = {
  aboutUs: {
    title: "About Rawafed Group",
    description:
      "Rawafed Group is a Saudi logistics, storage and manufacturing group with 28 years of operation, listed on the Saudi Exchange since 2017. Meet the group.",
    lead: "Rawafed Group started in Riyadh in 1997 as a supplier of storage racking. Today it is a listed group of eight divisions that covers the whole life of a warehouse, from the first study to the daily operation.",
    sections: [
      {
        kind: "text",
        heading: "Who we are",
        paragraphs: [
          "We are a Saudi group built around one idea: goods should be stored safely and move without friction. Our engineers, factories and operations teams work together so that a client deals with one partner instead of five contractors.",
          "The group designs warehouses, manufactures racking, steel structures and pallets in its own factories in Al Qassim, installs and maintains storage equipment, runs logistics operations for clients and operates Rawafed Park, a logistics park in Riyadh. An AI-supported platform ties these services together.",
          "We serve clients from offices in Riyadh, Buraydah, Dammam, Jeddah and Cairo, and our shares have been listed on the parallel market of the Saudi Exchange since 2017.",
        ],
      },
      {
        kind: "cards",
        heading: "Mission and vision",
        items: [
          {
            title: "Our vision",
            body: "To be the reference partner for storage and logistics in Saudi Arabia and the region, trusted for the safety of what we build and the reliability of what we run.",
          },
          {
            title: "Our mission",
            body: "To give businesses complete, efficient and safe storage and logistics solutions, combining engineering, local manufacturing, skilled operations and smart technology, while creating lasting value for clients, shareholders and employees.",
          },
        ],
      },
      {
        kind: "stats",
        items: [
          { value: "28", label: "years of operation" },
          { value: "8", label: "divisions" },
          { value: "5", label: "offices" },
          { value: "2017", label: "year of listing" },
        ],
      },
      {
        kind: "cta",
        heading: "Twenty-eight years in the making",
        body: "Follow the milestones that took Rawafed from a racking supplier to a listed logistics group.",
        action: "Read our history",
        href: "rawafedHistory",
      },
    ],
  },

  whyRawafed: {
    title: "Why Rawafed",
    description:
      "One partner from design to operation: local factories, licensed engineers, a Riyadh logistics park and an AI platform. Here is why clients choose Rawafed.",
    lead: "Clients come to us for a rack or a warehouse and stay because we take responsibility for the result. These are the reasons they give.",
    sections: [
      {
        kind: "cards",
        heading: "What sets us apart",
        items: [
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
      },
      {
        kind: "stats",
        items: [
          { value: "28", label: "years of experience" },
          { value: "1994", label: "our metal factory's first year" },
          { value: "44,000", label: "pallet positions" },
          { value: "38", label: "loading gates at Rawafed Park" },
        ],
      },
      {
        kind: "cta",
        heading: "See it for yourself",
        body: "Visit Rawafed Park or one of our factories with our team and judge the quality of our work on site.",
        action: "Book a visit",
        href: "contactUs",
      },
    ],
  },

  values: {
    title: "Our values and standards",
    description:
      "Integrity, safety, precision, partnership and innovation guide how Rawafed Group works, backed by standards in quality, safety, compliance and sustainability.",
    lead: "Our values describe how we behave when nobody is checking. Our standards describe how we prove it.",
    sections: [
      {
        kind: "cards",
        heading: "Our values",
        items: [
          {
            title: "Integrity",
            body: "We quote honestly, report openly and keep our word, with clients, shareholders and each other.",
          },
          {
            title: "Safety first",
            body: "No deadline justifies a risk. Every site, structure and shift is planned to send people home safe.",
          },
          {
            title: "Precision",
            body: "Loads are calculated, stock is counted and deliveries are timed. We measure what we promise.",
          },
          {
            title: "Partnership",
            body: "We succeed when our clients do, so we plan for their growth and stay with them after handover.",
          },
          {
            title: "Innovation",
            body: "From automated production lines to AI forecasting, we adopt what makes storage safer and logistics faster.",
          },
        ],
      },
      {
        kind: "cards",
        heading: "Our standards",
        items: [
          {
            title: "Quality management",
            body: "Design, manufacturing and installation follow a documented quality system built on ISO 9001, with inspection at every stage.",
          },
          {
            title: "Structural and fire safety",
            body: "Structures are designed to the Saudi Building Code, and storage areas are prepared for civil defense approval.",
          },
          {
            title: "Health and safety at work",
            body: "Method statements, toolbox talks and regular audits apply on every site and in every warehouse we run.",
          },
          {
            title: "Sustainability",
            body: "We reuse timber offcuts, repair pallets before replacing them and design warehouses that use less energy.",
          },
        ],
      },
    ],
  },

  rawafedHistory: {
    title: "Our history",
    description:
      "From a racking supplier founded in Riyadh in 1997 to a group listed in 2017 with a logistics park and an AI platform: 28 years of Rawafed Group history.",
    lead: "Our story began with a small team selling storage racking in Riyadh. Each step since has added a capability our clients asked for.",
    sections: [
      {
        kind: "timeline",
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
    ],
  },

  team: {
    title: "Our team",
    description:
      "Meet the managers who run Rawafed Group's factories, logistics park, engineering, consultancy and support functions across Saudi Arabia and Egypt.",
    lead: "More than the machines and the buildings, our people are what clients buy from us: engineers, technicians, drivers, planners and analysts who know storage inside out.",
    sections: [
      {
        kind: "text",
        heading: "People who know the warehouse floor",
        paragraphs: [
          "Our teams combine long experience in Saudi industry with new skills in data and automation. Most of our managers started on a site, a production line or a warehouse shift, and many of our engineers trained with us after graduating.",
        ],
      },
      {
        kind: "people",
        heading: "Unit managers",
        source: "team",
        items: [],
      },
      {
        kind: "cta",
        heading: "Join the team",
        body: "We hire engineers, technicians, planners and graduates in Riyadh, Al Qassim, Dammam and Jeddah.",
        action: "See open positions",
        href: "careers",
      },
    ],
  },

  leaders: {
    title: "Executive management",
    description:
      "The executive team of Rawafed Group leads strategy, finance, operations, manufacturing and digital services for a listed Saudi logistics and storage group.",
    lead: "Our executive team sets the group's direction under the oversight of the board of directors and answers for its results.",
    sections: [
      {
        kind: "people",
        source: "leader",
        items: [],
      },
    ],
  },

  boardMembers: {
    title: "Board of directors",
    description:
      "The five members of the Rawafed Group board, their roles, the current term from 16 Sep 2024 to 15 Sep 2028, and the audit and remuneration committees.",
    lead: "The board of directors sets the group's strategy, oversees management and protects the interests of all shareholders.",
    sections: [
      {
        kind: "text",
        heading: "Composition and term",
        paragraphs: [
          "Under the company's bylaws, the board has five members elected by the general assembly for a term of up to four years. The current term began on 16 September 2024 and ends on 15 September 2028.",
          "The board includes non-executive and independent members, in line with the corporate governance regulations of the Capital Market Authority.",
        ],
      },
      {
        kind: "people",
        heading: "Board members",
        source: "board",
        items: [],
      },
      {
        kind: "committees",
        heading: "Board committees",
        items: [],
      },
      {
        kind: "cta",
        heading: "Governance documents",
        body: "Read the board membership, remuneration and governance policies approved by the general assembly.",
        action: "Regulations and policies",
        href: "regulationsAndPolicies",
      },
    ],
  },

  organizationChart: {
    title: "Organization chart",
    description:
      "How Rawafed Group is organized: the general assembly, the board and its committees, executive management, the operating sectors and the support functions.",
    lead: "The group is organized around three operating sectors that share common support functions, under the supervision of the board of directors.",
    sections: [
      {
        kind: "orgChart",
      },
    ],
  },
} satisfies Pages<
  | "aboutUs"
  | "whyRawafed"
  | "values"
  | "rawafedHistory"
  | "team"
  | "leaders"
  | "boardMembers"
  | "organizationChart"
>;
