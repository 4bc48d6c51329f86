/**
 * What the built site must show. The catalogue (service pages by category, job postings) comes from data/ through
 * tests/helpers/catalogue.ts, so a record added in data/ is expected without a test edit; the sentences and lists
 * below are written out on purpose: they are content the site is required to show, named one by one.
 */
import { careerCatalogue, serviceCatalogue, type ExpectedServiceGroup } from "../helpers/catalogue";

/** The service pages by category, from data/ (tests/helpers/catalogue.ts). */
export const serviceGroups: ExpectedServiceGroup[] = serviceCatalogue();

export const advisoryPages = [
  {
    path: "/services/advisory-consulting/business-advisory",
    serviceArea:
      "We work with businesses in Naperville, across DuPage County and throughout the Chicago suburbs, and we advise clients elsewhere in the country remotely through secure video meetings and file sharing.",
    solutions: [
      "Strategic planning",
      "Profitability and pricing analysis",
      "Cash flow management",
      "KPI dashboards and management reporting",
      "Entity and ownership structure review",
      "Growth and financing decisions",
    ],
    firstStep: "Discovery conversation",
  },
  {
    path: "/services/advisory-consulting/CFO",
    serviceArea:
      "We serve companies in Naperville, across DuPage County and throughout the Chicago suburbs, and we provide fractional CFO support remotely to businesses nationwide.",
    solutions: [
      "Cash flow forecasting",
      "Budgeting and financial modeling",
      "Banking and lender relationships",
      "Board and investor reporting",
      "Financial strategy and capital planning",
      "Finance team oversight",
    ],
    firstStep: "Financial assessment",
  },
  {
    path: "/services/advisory-consulting/controllership-services",
    serviceArea:
      "We provide controllership services to businesses in Naperville, DuPage County and the Chicago suburbs, and we support companies nationwide remotely through the cloud accounting systems they already use.",
    solutions: [
      "Month-end close management",
      "Account reconciliations",
      "Internal controls",
      "Financial reporting",
      "Accounting policies and GAAP support",
      "Audit and year-end readiness",
    ],
    firstStep: "Review of current processes",
  },
  {
    path: "/services/advisory-consulting/succession-planning",
    serviceArea:
      "We advise business owners in Naperville, across DuPage County and throughout the Chicago suburbs, where meeting in person with family members and partners is often helpful, and we work remotely with owners in other states.",
    solutions: [
      "Exit and transition strategy",
      "Valuation planning",
      "ESOP feasibility and advisory",
      "Family business transitions",
      "Buy-sell agreement review",
      "Leadership and continuity planning",
    ],
    firstStep: "Goals and family conversation",
  },
  {
    path: "/services/advisory-consulting/tax-financial-planning",
    serviceArea:
      "Tax planning is available in all 50 states. We meet clients in Naperville and across DuPage County in person, and we work with individuals and businesses elsewhere in the country through secure online meetings.",
    solutions: [
      "Multi-year tax projections",
      "Entity choice and structure",
      "Retirement contribution strategy",
      "Estimated tax planning",
      "Income and deduction timing",
      "Planning for major life events",
    ],
    firstStep: "Planning interview",
  },
  {
    path: "/services/advisory-consulting/M&A-strategy",
    serviceArea:
      "M&A advisory is offered across the continental USA. We support buyers and sellers of privately held businesses from our Naperville office, working on site when a transaction requires it.",
    solutions: [
      "Buy-side due diligence",
      "Sell-side due diligence and readiness",
      "Quality of earnings analysis",
      "Deal structuring and tax modeling",
      "Net working capital analysis",
      "Post-closing integration",
    ],
    firstStep: "Deal scoping call",
  },
];

/** The Growth accordion of the first advisory page. */
export const growthAccordion: { title: string; content: string }[] = [
  {
    title: "When does it make sense to bring in a business advisor?",
    content:
      "Common triggers are rapid growth, shrinking margins, a major purchase or hire, or a sense that the financial reports no longer explain what is happening in the business. An outside view is most useful before a decision is made rather than after. If you are unsure, a first conversation at no charge usually shows whether an engagement would help.",
  },
  {
    title: "What does a strategic plan from us look like?",
    content:
      "It is a short working document rather than a thick binder. It sets out where the business stands today, three to five measurable goals, the actions and people responsible for each, and the financial effect we expect. We review it with you at agreed intervals and adjust it when results or circumstances change.",
  },
  {
    title: "How do you find out which parts of the business make money?",
    content:
      "We break revenue and costs down by customer, product, service line or location, depending on how your business operates. This often shows that a small number of activities carry most of the profit while others quietly lose money. With that picture, pricing, staffing and marketing decisions become much easier to make.",
  },
  {
    title: "How often will we meet, and how are fees set?",
    content:
      "Most clients meet with us monthly or quarterly, with support by email and phone in between. Fees are agreed in writing before work begins and reflect the scope you choose, so there are no surprise invoices. The engagement can be scaled up or down as your needs change.",
  },
];

/** The job postings, from data/. */
export const careers = careerCatalogue();

export const firm = {
  careersEmail: "careers@riverwalkcpa.example",
  email: "hello@riverwalkcpa.example",
  phoneDisplay: "(630) 555-0147",
  phoneTel: "+16305550147",
  street: "200 W Jefferson Ave, Suite 410",
};

/** The questions of the two FAQ columns on /resources, in order. */
export const faqColumns: string[][] = [
  [
    "How do I get started as a new client?",
    "What happens after I send my tax organizer?",
    "How long does it take to prepare my return?",
    "When will I receive my refund?",
    "What are the filing deadlines?",
    "What if I can't file by the deadline?",
    "How do I send my documents securely?",
    "How are your fees set?",
  ],
  [
    "I received a letter from the IRS. What should I do?",
    "Do you work with clients outside Illinois?",
    "Do I need to make estimated tax payments?",
    "How long should I keep my tax records?",
    "I found a mistake on a return I already filed. Can you fix it?",
    "Which forms does a new employee complete?",
    "How soon will I hear back after interviewing with the firm?",
  ],
];

/** What to bring to an appointment (/resources). */
export const appointmentChecklist = {
  title: "What to Bring to Your Appointment",
  items: [
    "Your completed Client Tax Organizer",
    "Last year's federal and state income tax returns",
    "Forms W-2 from every employer and all Forms 1099 you received",
    "Year-end brokerage statements, including Form 1099-B with cost basis",
    "Form 1098 for mortgage interest, or closing statements and other real estate documents",
    "Any notices or letters from the IRS or a state tax agency",
    "Schedule K-1 from each partnership, S corporation, estate or trust you have an interest in",
  ],
};

/** The document cards of /other-resources. */
export const otherResources = [
  { title: "Business Expenses List", pdfPath: "/business-expenses-list.pdf" },
  {
    title: "Corporate Document Checklist",
    pdfPath: "/corporate-document-checklist.pdf",
  },
  {
    title: "Foreign Transactions Checklist",
    pdfPath: "/foreign-transactions-checklist.pdf",
  },
  {
    title: "Personal Tax Document Checklist",
    pdfPath: "/personal-tax-document-checklist.pdf",
  },
];

/** The legal pages and their section headings. */
export const legalPages = [
  {
    path: "/terms-and-conditions",
    sections: [
      "Use of This Website",
      "Intellectual Property",
      "Disclaimer of Warranties",
      "Limitation of Liability",
      "Third-Party Links",
      "Privacy",
      "Changes to These Terms",
      "Governing Law",
      "Contact",
    ],
  },
  {
    path: "/privacy-policy",
    sections: [
      "Scope",
      "Information We Collect",
      "How We Use Information",
      "Legal Basis for Processing",
      "How We Share Information",
      "Cookies and Analytics",
      "How We Protect Your Information",
      "Your Rights and Choices",
      "Marketing Communications",
      "Children's Privacy",
      "Data Transfers",
      "Updates to This Policy",
      "Contact",
    ],
  },
];
