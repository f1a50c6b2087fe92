import type { Pages } from "../schema";

export const mediaPages = {
  news: {
    title: "News",
    description:
      "The latest news from Rawafed Group: projects, openings, exhibitions, board decisions and announcements from our logistics, storage and manufacturing divisions.",
    lead: "Announcements, projects and milestones from across the group.",
    sections: [
      {
        kind: "cta",
        heading: "Looking for official disclosures?",
        body: "Announcements to the market are published on the Saudi Exchange website and summarized in our investor services center.",
        action: "Investor services center",
        href: "investorsServicesCenter",
      },
    ],
  },

  blogs: {
    title: "Blog",
    description:
      "Practical articles on racking, cold chain, warehouse design and AI in logistics, written by the engineers and specialists of Rawafed Group for business owners.",
    lead: "Practical advice from the people who design, build and run warehouses every day.",
    sections: [],
  },

  videos: {
    title: "Videos",
    description:
      "Watch Rawafed Group on film: a tour of Rawafed Park, our automated metal factory in Al Qassim, racking installation on site and the smart logistics platform.",
    lead: "See our factories, our logistics park and our teams at work.",
    sections: [
      {
        kind: "videos",
        items: [],
      },
    ],
  },
} satisfies Pages<"news" | "blogs" | "videos">;
