/**
 * The content model, declared explicitly (no inference): a field marked `!`
 * is required, and `validateContent` (gatsby/validate-content.ts) fails the
 * build naming the type and field when a record in data/ lacks one.
 * JSON records never use `id` (gatsby-transformer-json would turn it into the
 * node id); collections use `key` or `slug` instead.
 */
export const typeDefs = /* GraphQL */ `
  # ---------- Firm identity (data/firm.json) ----------
  type SiteIdentity implements Node @dontInfer {
    name: String!
    legalName: String!
    shortName: String!
    tagline: String!
    description: String!
    phoneDisplay: String!
    phoneTel: String!
    email: String!
    careersEmail: String!
    address: PostalAddress!
    geo: GeoPoint!
    hours: [OpeningHours!]!
    clientPortalUrl: String!
    socialProfiles: [SocialProfile!]!
    mapEmbedUrl: String!
    mapTitle: String!
    foundingYear: Int!
    founder: String!
    "Where visitors read and leave reviews of the firm (shown when no reviews widget is configured)"
    reviewsUrl: String!
  }
  type PostalAddress {
    street: String!
    city: String!
    region: String!
    postalCode: String!
    country: String!
    county: String!
  }
  type GeoPoint {
    latitude: Float!
    longitude: Float!
  }
  type OpeningHours {
    days: String!
    opens: String!
    closes: String!
    dayCodes: [String!]!
  }
  type SocialProfile {
    network: String!
    url: String!
  }

  # ---------- Navigation (data/navigation.json) ----------
  type Navigation implements Node @dontInfer {
    main: [NavItem!]!
    footer: [NavLink!]!
  }
  "A header item. menu = 'services' shows the three-column service menu built from the service pages."
  type NavItem {
    label: String!
    to: String!
    menu: String
    submenu: [NavLink!]
  }
  type NavLink {
    label: String!
    to: String!
  }

  # ---------- Fixed pages (data/pages.json) ----------
  type PageContent implements Node @dontInfer {
    "Route, e.g. /about"
    slug: String!
    "Page name used in the <title>"
    title: String!
    metaDescription: String!
    banner: Banner!
    intro: String!
    "A call-to-action band, on the pages that have one (e.g. the get-a-quote banner of /services)."
    cta: PageCta
  }
  type PageCta {
    heading: String!
    text: String!
    label: String!
    to: String!
  }
  type Banner {
    heading: String!
    subheading: String
    image: File! @fileByRelativePath
    imageAlt: String!
  }

  "Copy of one section of a fixed page (data/page-sections.json): heading, paragraphs, an optional call to action."
  type PageSection implements Node @dontInfer {
    "Unique, e.g. home-about"
    key: String!
    "Route of the page it belongs to, e.g. /"
    page: String!
    eyebrow: String
    heading: String!
    body: [String!]!
    ctaLabel: String
    ctaLink: String
    quote: String
    quoteAuthor: String
    image: File @fileByRelativePath
    imageAlt: String
  }

  # ---------- Services (data/service-categories.json, data/*-services.json) ----------
  type ServiceCategory implements Node @dontInfer {
    categoryId: String!
    title: String!
    path: String!
    order: Int!
    summary: String!
    "Copy of the category page (/services/taxes etc.)"
    overviewHeading: String!
    overview: [String!]!
    highlights: [TitledText!]!
    listHeading: String!
    listIntro: String!
    ctaHeading: String!
    ctaText: String!
    ctaLabel: String!
  }

  "Fields shared by the tax, accounting and advisory page records."
  interface ServicePage implements Node {
    id: ID!
    mainId: String!
    slug: String!
    order: Int!
    navLabel: String!
    metaTitle: String!
    metaDescription: String!
    cardTitle: String!
    cardDescription: String!
    img: File!
    imgAlt: String!
    banner: ServiceBanner!
  }
  type ServiceBanner {
    title: String!
    subhead: String!
    subtitle: String!
  }
  type FunFact {
    img: File! @fileByRelativePath
    funFactHead: String!
    funFactText: String!
  }
  type TitledText {
    title: String!
    description: String!
  }
  type ServiceChecklist {
    key: String!
    title: String!
    intro: String
    items: [String!]!
  }
  type WhyChooseUs {
    mainHead: String!
    textDesc: String!
    benefits: [TitledText!]!
  }
  type HowItWorks {
    mainHead: String!
    textDesc: String!
    services: [HowItWorksStep!]!
  }
  type HowItWorksStep {
    title: String!
    description: String!
    className: String
  }

  type TaxServicePage implements Node & ServicePage @dontInfer {
    mainId: String!
    slug: String!
    order: Int!
    navLabel: String!
    metaTitle: String!
    metaDescription: String!
    cardTitle: String!
    cardDescription: String!
    img: File! @fileByRelativePath
    imgAlt: String!
    banner: ServiceBanner!
    funFacts: [FunFact!]!
    taxationTitle: String!
    taxationDescription: [String!]!
    taxPrepTitle: String!
    taxPrepDesc: [String!]!
    "Page-specific lists (e.g. audit reasons on IRS representation); empty when the page has none."
    checklists: [ServiceChecklist!]
    serviceTitle: String!
    services: [TitledText!]!
    financialPartnerBoxes: [String!]!
    askUsMainHead: String!
    askUsTextDesc: String!
  }

  type AccountingServicePage implements Node & ServicePage @dontInfer {
    mainId: String!
    slug: String!
    order: Int!
    navLabel: String!
    metaTitle: String!
    metaDescription: String!
    cardTitle: String!
    cardDescription: String!
    img: File! @fileByRelativePath
    imgAlt: String!
    banner: ServiceBanner!
    funFacts: [FunFact!]!
    taxationTitle: String!
    taxationDescription: [String!]!
    whyChooseUs: WhyChooseUs!
    "Page-specific checklists (audit, crypto, payroll…); empty when the page has none."
    checklists: [ServiceChecklist!]
    howItWorks: HowItWorks!
    askUsMainHead: String!
    askUsTextDesc: String!
  }

  type AdvisoryServicePage implements Node & ServicePage @dontInfer {
    mainId: String!
    slug: String!
    order: Int!
    navLabel: String!
    metaTitle: String!
    metaDescription: String!
    cardTitle: String!
    cardDescription: String!
    img: File! @fileByRelativePath
    imgAlt: String!
    banner: ServiceBanner!
    serviceArea: String!
    texthreePoints: [TitledText!]!
    growth: TitledText!
    faqData: [AdvisoryFaq!]!
    solutionsContent: TitledText!
    solutions: [AdvisorySolution!]!
    processContent: TitledText!
    processSteps: [ProcessStep!]!
    askUs: AskUs!
  }
  type AdvisoryFaq {
    key: String!
    heading: String!
    number: String!
    title: String!
    content: String!
  }
  type AdvisorySolution {
    key: String!
    title: String!
    description: String!
  }
  type ProcessStep {
    imgSrc: File! @fileByRelativePath
    alt: String!
    title: String!
    description: String!
  }
  type AskUs {
    key: String!
    title: String!
    description: String!
  }

  # ---------- Careers (data/careers.json) ----------
  type Career implements Node @dontInfer {
    slug: String!
    title: String!
    description: String!
    link: String!
    metaTitle: String!
    metaDescription: String!
    intro: String!
    location: String!
    employmentSummary: String!
    "schema.org employmentType values, e.g. FULL_TIME, PART_TIME"
    employmentType: [String!]!
    datePosted: Date! @dateformat
    applyOnline: Boolean!
    posting: CareerPosting!
  }
  type CareerPosting {
    responsibilities: [String!]!
    qualifications: [String!]!
    offer: [String!]!
    nextSteps: String!
  }

  # ---------- The careers page (data/careers-page.json) ----------
  type CareersPageContent implements Node @dontInfer {
    benefitsHeading: String!
    benefitsIntro: String!
    benefits: [CareerBenefit!]!
    positionsHeading: String!
    positionsIntro: String!
    processHeading: String!
    processIntro: String!
    "The recruitment process, in order (Explore Your Fit, Apply, Interview, Offer, Get Started)."
    steps: [RecruitmentStep!]!
    contactHeading: String!
    contactText: String!
    contactLabel: String!
  }
  type CareerBenefit {
    key: String!
    "Which icon the page shows: growth, mentoring, balance or benefits."
    icon: String!
    title: String!
    description: String!
  }
  type RecruitmentStep {
    key: String!
    title: String!
    description: String!
  }

  # ---------- Story-page collections ----------
  type Industry implements Node @dontInfer {
    key: String!
    order: Int!
    title: String!
    description: String!
    image: File! @fileByRelativePath
    imageAlt: String!
  }
  type TeamMember implements Node @dontInfer {
    key: String!
    order: Int!
    name: String!
    position: String!
    description: String!
    image: File! @fileByRelativePath
    imageAlt: String!
    className: String
  }
  type ServiceCard implements Node @dontInfer {
    key: String!
    group: String!
    order: Int!
    title: String!
    description: String!
    link: String!
    buttonLabel: String
    image: File! @fileByRelativePath
    alt: String!
  }
  type ValueCard implements Node @dontInfer {
    key: String!
    group: String!
    order: Int!
    title: String!
    description: String!
    image: File @fileByRelativePath
    alt: String!
    boxClass: String
  }
  type Cause implements Node @dontInfer {
    key: String!
    order: Int!
    title: String!
    description: String!
    image: File! @fileByRelativePath
    imageAlt: String!
  }
  type Testimonial implements Node @dontInfer {
    key: String!
    "short (home and about sliders) or long (industries slider)"
    kind: String!
    heading: String!
    details: String!
    name: String!
    designation: String!
    image: File! @fileByRelativePath
  }
  type TimelineItem implements Node @dontInfer {
    year: String!
    order: Int!
    title: String!
    description: String!
  }
  type CarouselItem implements Node @dontInfer {
    "tools, clients, awards, partners or gallery"
    group: String!
    order: Int!
    src: File! @fileByRelativePath
    alt: String!
    className: String
    title: String
    year: String
    url: String
    description: String
  }
  type Sector implements Node @dontInfer {
    key: String!
    order: Int!
    title: String!
    description: String!
    image: File! @fileByRelativePath
    imageAlt: String!
  }
  type Statistic implements Node @dontInfer {
    key: String!
    group: String!
    order: Int!
    value: String!
    label: String!
    description: String
  }
  type FaqItem implements Node @dontInfer {
    key: String!
    column: Int!
    order: Int!
    question: String!
    answer: String!
  }
  "A checklist shown on a page and, when pdfPath is set, generated as a PDF at build time (src/lib/pdf)."
  type Checklist implements Node @dontInfer {
    key: String!
    "appointment (what to bring, /resources), organizer (Client Tax Organizer) or other-resources (/other-resources cards)"
    group: String!
    order: Int!
    title: String!
    description: String!
    "Path of the generated PDF, e.g. /personal-tax-document-checklist.pdf"
    pdfPath: String
    sections: [ChecklistSection!]!
  }
  type ChecklistSection {
    heading: String!
    "How the PDF presents the items: checkbox (default), field (a fillable text field) or yesno (Yes and No boxes)"
    format: String
    "A sentence printed under the heading, e.g. the consent text above the signature fields"
    note: String
    items: [String!]!
  }
  # ---------- Tax deadline rules (data/tax-deadline-rules.json) ----------
  "A federal tax deadline as a rule; src/lib/tax-deadlines expands it into dated events for any year."
  type TaxDeadlineRule implements Node @dontInfer {
    "Stable identifier: the calendar files' UIDs are built from it, so never reuse or rename one"
    key: String!
    order: Int!
    "May use the placeholders listed in README.md (Tax calendar), e.g. {taxYear}, {period}, {quarter}"
    title: String!
    description: String!
    "Who it concerns, e.g. Individuals, Businesses, Employers, Exempt organizations"
    audience: [String!]!
    schedule: TaxDeadlineSchedule!
    "Dollar thresholds that change by tax year, shown through {threshold}"
    thresholds: [TaxYearThreshold!]
    "Text shown for {threshold} in a tax year without a listed amount"
    thresholdFallback: String
  }
  type TaxDeadlineSchedule {
    "monthly | quarterly | annual | installments"
    kind: String!
    "Day of the month (monthly, quarterly, annual)"
    day: Int
    "Instead of day: the last day of the month"
    lastDayOfMonth: Boolean
    "Month 1-12 (annual)"
    month: Int
    "Quarterly: how many months after the quarter's last month the deadline falls"
    monthsAfterQuarterEnd: Int
    "Annual: the tax year concerned relative to the due date's year (-1 = the year before)"
    taxYearOffset: Int
    installments: [TaxDeadlineInstallment!]
  }
  type TaxDeadlineInstallment {
    month: Int!
    day: Int!
    "Year of the due date relative to the tax year (1 = the following January)"
    yearOffset: Int!
    "first, second, third, fourth"
    label: String!
  }
  type TaxYearThreshold {
    taxYear: Int!
    amount: Int!
  }

  # ---------- Legal pages (data/legal-documents.json) ----------
  type LegalDocument implements Node @dontInfer {
    "Route, e.g. /terms-and-conditions"
    slug: String!
    title: String!
    effectiveDate: Date! @dateformat
    sections: [LegalSection!]!
  }
  type LegalSection {
    heading: String!
    paragraphs: [String!]!
    list: [String!]
    "Show the firm's postal address, phone and email (from data/firm.json) after the paragraphs"
    showFirmContact: Boolean
  }

  # ---------- Insights articles (data/insights/*.mdx) ----------
  "An Insights article: one MDX file in data/insights (gatsby-plugin-mdx). Its file name is its slug."
  type Mdx implements Node @dontInfer {
    "The article's front matter; gatsby/article-frontmatter.ts checks it before any page is made."
    frontmatter: ArticleFrontmatter!
    "The MDX source after the front matter."
    body: String!
    "URL segment of the article: the file name without .mdx, e.g. form-1099-k-reporting (page /insights/<slug>)."
    slug: String!
    "Minutes a reader needs, rounded up (the reading-time package, 200 words a minute)."
    readingMinutes: Int!
  }
  "The YAML front matter every article starts with (README, Writing an Insights article)."
  type ArticleFrontmatter {
    "Headline, shown as the page's h1, in the feed and on the share image."
    title: String!
    "One or two sentences: meta description, card summary and feed summary."
    description: String!
    "First publication, YYYY-MM-DD."
    published: Date! @dateformat
    "Last substantive revision, YYYY-MM-DD (the same as published until the article is revised)."
    updated: Date! @dateformat
    "The team member who wrote it: a key of data/team.json."
    author: TeamMember! @link(by: "key")
    "The services it concerns: slugs of data/tax-services.json, accounting-services.json or advisory-services.json."
    topics: [ServicePage!]! @link(by: "slug")
    "Hero image, a path relative to the article file, e.g. ../images/insights/<slug>.jpg."
    hero: File! @fileByRelativePath
    "Text alternative of the hero image."
    heroAlt: String!
    "The official sources the article relies on, listed at its end."
    sources: [ArticleSource!]!
  }
  "A source an article cites: its title and address."
  type ArticleSource {
    title: String!
    url: String!
  }

  # ---------- Site search (data/search-suggestions.json) ----------
  "A page /search suggests: before a visitor types, and when a search finds nothing."
  type SearchSuggestion implements Node @dontInfer {
    "Position in the list, 1 first"
    order: Int!
    "Route of the page, e.g. /services/accounting-services/payroll"
    to: String!
    "Link text"
    label: String!
    "One sentence under the link saying what the page offers"
    description: String!
  }
`;
