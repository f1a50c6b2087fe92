import type { Pages } from "../schema";

/** The exhibition's details: the staff's event notice, filled in by the server. */
const exhibition = { kind: "exhibition" } as const;

export const miscPages = {
  faq: {
    title: "Frequently asked questions",
    description:
      "Answers to common questions about Rawafed Group's racking, logistics services, Rawafed Park, factories, consultancy, investor relations and job applications.",
    lead: "Quick answers to the questions our clients, investors and candidates ask most.",
    sections: [
      {
        kind: "faq",
        // The questions are the staff's: the studio's FAQ entries fill this list.
        items: [],
      },
      {
        kind: "cta",
        heading: "Didn't find your answer?",
        body: "Our team will be glad to help.",
        action: "Contact us",
        href: "contactUs",
      },
    ],
  },

  careers: {
    title: "Careers",
    description:
      "Build your career with Rawafed Group: openings in logistics operations, engineering, manufacturing and data in Riyadh, Al Qassim, Dammam and Jeddah.",
    lead: "We are growing across logistics, manufacturing and technology, and we are looking for people who like solving practical problems.",
    sections: [
      {
        kind: "text",
        heading: "Why work with us",
        paragraphs: [
          "At Rawafed you see the results of your work: a warehouse that opens on time, a production line that runs faster, a client who renews. We train our people on the job, support professional certifications and promote from within.",
          "We are committed to developing Saudi talent and welcome graduates and women in all our functions.",
        ],
      },
      {
        kind: "jobs",
        heading: "Open positions",
        // The openings are the staff's: the studio's job openings fill this list.
        items: [],
      },
      {
        kind: "text",
        heading: "How to apply",
        paragraphs: [
          "Fill in the application form below with your details and attach your CV as a PDF or Word file of up to 5 MB. If no opening matches your profile, send a spontaneous application: we keep it on file and contact you when a suitable role opens.",
        ],
      },
    ],
  },

  contactUs: {
    title: "Contact us",
    description:
      "Contact Rawafed Group at our Riyadh head office or our branches in Buraydah, Dammam, Jeddah and Cairo. Call our unified number, write to us or message us.",
    lead: "Our teams are ready to answer your questions about projects, services, investor relations and careers. Choose the office closest to you or use the form.",
    sections: [
      {
        kind: "offices",
        heading: "Our offices",
        items: [
          {
            officeId: "riyadh",
            name: "Riyadh, head office",
            address: "King Fahd Road, Al Olaya District, Building 4127, Riyadh 12214, Saudi Arabia",
            headOffice: true,
          },
          {
            officeId: "qassim",
            name: "Buraydah, Al Qassim",
            address: "Second Industrial City, Street 14, Buraydah 52371, Saudi Arabia",
          },
          {
            officeId: "dammam",
            name: "Dammam",
            address: "King Saud Street, Al Faisaliyah District, Dammam 32272, Saudi Arabia",
          },
          {
            officeId: "jeddah",
            name: "Jeddah",
            address:
              "Al Madinah Al Munawwarah Road, Al Rawdah District, Jeddah 23435, Saudi Arabia",
          },
          {
            officeId: "cairo",
            name: "Cairo",
            address: "27 Mostafa El Nahas Street, Nasr City, Cairo, Egypt",
          },
        ],
      },
      {
        kind: "text",
        heading: "Working hours",
        paragraphs: [
          "Our offices are open Sunday to Thursday, from 8 AM to 5 PM. Rawafed Park operates around the clock for tenants and deliveries.",
        ],
      },
    ],
  },

  event: {
    title: "Meet Rawafed Group at the exhibition",
    description:
      "Visit Rawafed Group at booth 2A90 from 27 to 29 May 2025, 4 PM to 10 PM, in Riyadh: storage products, Rawafed Park and live demos of our AI platform.",
    lead: "From 27 to 29 May 2025, Rawafed Group welcomes you at booth 2A90 to discover storage and logistics solutions designed and made in Saudi Arabia.",
    sections: [
      exhibition,
      {
        kind: "cards",
        heading: "On our booth",
        items: [
          {
            title: "Storage products",
            body: "Racking, dock levelers and mobile ramps from our own factories, on display.",
          },
          {
            title: "Rawafed Park",
            body: "A model of our Riyadh logistics park and its 44,000 pallet positions.",
          },
          {
            title: "Live platform demos",
            body: "See AI demand forecasting and the control tower at work.",
          },
          {
            title: "Meet our specialists",
            body: "Book a meeting with an engineer or a consultant to discuss your project.",
          },
        ],
      },
      {
        kind: "cta",
        heading: "Get your invitation",
        body: "Register in advance for quicker access and a meeting slot with our team.",
        action: "Request an invitation",
        href: "invitation",
      },
    ],
  },

  invitation: {
    title: "You are invited",
    description:
      "Rawafed Group invites you to booth 2A90 in Riyadh from 27 to 29 May 2025, 4 PM to 10 PM daily, to discover its storage, logistics and smart platform solutions.",
    lead: "The board of directors and the management of Rawafed Group are pleased to invite you to visit our booth at the Riyadh Logistics and Supply Chain Exhibition.",
    sections: [
      exhibition,
      {
        kind: "text",
        // The invitation letter: the event notice's text, filled in by the server.
        from: "invitationLetter",
        paragraphs: [],
      },
      {
        kind: "cta",
        heading: "Plan your visit",
        body: "See what we will present on the booth and book a meeting with our specialists.",
        action: "Exhibition details",
        href: "event",
      },
    ],
  },
} satisfies Pages<"faq" | "careers" | "contactUs" | "event" | "invitation">;
