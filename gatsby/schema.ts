/**
 * The content model, declared explicitly (no inference): a field marked `!`
 * is required, and `validateContent` (gatsby/validate-content.ts) fails the
 * build naming the type and field when a record in data/ lacks one.
 * Every type and field carries a description, shown in GraphiQL's docs pane
 * and in src/gatsby-types.d.ts. Fields with a fixed set of values are enums;
 * a reference from one record to another is an @link.
 * JSON records never use `id` (gatsby-transformer-json would turn it into the
 * node id); collections use `key` or `slug` instead.
 * Code takes its record types from what typegen makes of this schema
 * (`Queries.*` in src/gatsby-types.d.ts), never from a copy of the fields.
 */
import { SERVICE_LAYOUTS, type ServiceLayout } from "../src/lib/service-layouts";

/**
 * What the content editor at /admin/ needs of a field beyond its type, declared beside it with `@editor(…)`.
 * gatsby/cms-config.ts reads the schema only: nothing about a field's form is guessed from data/, so editing
 * content never changes the editor. Without `@editor`, a field gets its editor from its type alone: a String is a
 * one-line box, an Int/Float a number, a Boolean a switch (off for a new entry), an enum a choice, a `Date` a date
 * box, an `@link` a choice of the linked records, an object a group, a list a list; its label is its name in words
 * (`navLabel` → "Nav label"), its hint its description (without the part after "For developers:"), and a non-null
 * field is required. Arguments, each optional:
 *
 * - `label: "Short address"`: the label staff read, when the name is a developer's word (slug, key, to, cta, meta…).
 * - `widget: "text"`: a multi-line box (prose, or a value too long for one line); `widget: "date"`: a String
 *   holding a day, written YYYY-MM-DD.
 * - `yearsBack: 3, yearsAhead: 1`: a date's accepted years, counted from the year it is edited in (required on
 *   every date; a year outside them is refused at save).
 * - `images: "services"`: an image's folder, under data/images/ (where the media library opens and new uploads go).
 * - `mayBeEmpty: true`: a non-null field staff may leave empty ("" or []), e.g. the description of a decorative
 *   picture.
 * - `spanishOptional: true`: a value the Spanish file may leave out, the English one standing for both (a figure
 *   such as 98%, a code, an address).
 * - `min: 1`: a list's fewest items; `https: true`: a web address that starts with https://; `notBefore: "field"`:
 *   a date not before that other date of the record (`after: "field"`: later than it); `requiredWhen: "scope=regional"`: required (a list: at least
 *   one item) when that other field of the record has that value. These are rules: the build refuses a record that
 *   breaks one, and the editor refuses to save it, with the same message (gatsby/cms-editor.ts, `ruleProblem`).
 */
export interface EditorDeclaration {
  label?: string;
  widget?: "text" | "date";
  yearsBack?: number;
  yearsAhead?: number;
  images?: string;
  mayBeEmpty?: boolean;
  spanishOptional?: boolean;
  min?: number;
  https?: boolean;
  notBefore?: string;
  after?: string;
  requiredWhen?: string;
}

/** The directive's name in the SDL. */
export const EDITOR_DIRECTIVE = "editor";

const EDITOR_ARGS: Record<keyof EditorDeclaration, "String" | "Int" | "Boolean"> = {
  label: "String",
  widget: "String",
  yearsBack: "Int",
  yearsAhead: "Int",
  images: "String",
  mayBeEmpty: "Boolean",
  spanishOptional: "Boolean",
  min: "Int",
  https: "Boolean",
  notBefore: "String",
  after: "String",
  requiredWhen: "String",
};

/**
 * The `@editor` field extension, for `actions.createFieldExtension`: declares the directive and its arguments for
 * Gatsby's schema, and changes nothing in what a field resolves to.
 */
export const editorExtension = {
  name: EDITOR_DIRECTIVE,
  description: "How the content editor shows and checks the field (gatsby/schema.ts, EditorDeclaration).",
  args: EDITOR_ARGS,
  extend() {
    return {};
  },
};

/** A field's `@editor` arguments, checked: an unknown argument, or a value of the wrong kind, throws naming `where`. */
export function editorDeclaration(args: Record<string, unknown>, where: string): EditorDeclaration {
  const kinds: Record<string, string> = EDITOR_ARGS;
  Object.entries(args).forEach(([name, value]) => {
    const kind = kinds[name];
    const ok =
      kind === "String"
        ? typeof value === "string"
        : kind === "Int"
          ? Number.isInteger(value)
          : kind === "Boolean" && typeof value === "boolean";
    if (!ok) throw new Error(`${where}: @editor(${name}: ${JSON.stringify(value)}) is not an argument it takes`);
  });
  if (args.widget !== undefined && !["text", "date"].includes(String(args.widget))) {
    throw new Error(`${where}: @editor(widget:) is "text" or "date", not ${JSON.stringify(args.widget)}`);
  }
  return args as EditorDeclaration;
}

/**
 * What the schema says of each service layout: the description of its ServiceLayout value, and the type of the
 * ServicePage field, named after the layout, that holds a page's sections for it. A Record over the layouts, so a
 * layout added to SERVICE_LAYOUTS (src/lib/service-layouts.ts) without them is a type error.
 */
const SERVICE_LAYOUT_SCHEMA: Record<ServiceLayout, { description: string; sections: string }> = {
  tax: {
    description: "Tax layout: facts, overview, preparation, services and partner points",
    sections: "TaxServiceContent",
  },
  accounting: {
    description: "Accounting layout: facts, overview, why choose us and how it works",
    sections: "AccountingServiceContent",
  },
  advisory: {
    description: "Advisory layout: service area, highlights, growth questions, solutions and process",
    sections: "AdvisoryServiceContent",
  },
};

/** The values of the ServiceLayout enum: SERVICE_LAYOUTS, in its order, each with its description. */
const serviceLayoutValues = SERVICE_LAYOUTS.map((layout) => {
  const { description, sections } = SERVICE_LAYOUT_SCHEMA[layout];
  return `"${description} (${sections})"\n    ${layout}`;
}).join("\n    ");

/** The ServicePage fields holding a page's sections: one per layout, named after it. */
const serviceLayoutFields = SERVICE_LAYOUTS.map(
  (layout) =>
    `"Sections of the ${layout} layout; required when the category's layout is ${layout}, absent otherwise"\n    ` +
    `${layout}: ${SERVICE_LAYOUT_SCHEMA[layout].sections} @translatable`,
).join("\n    ");

export const typeDefs = /* GraphQL */ `
  # ---------- Firm identity (data/site/en/firm.json) ----------
  "The firm itself (data/site/en/firm.json): the one source of its name, contact details, hours and profiles."
  type SiteIdentity implements Node @dontInfer {
    "Name shown in the header, titles and structured data, e.g. Riverwalk CPA Group"
    name: String!
    "Registered legal name (structured data, legal pages)"
    legalName: String!
    "Short name used in running text, e.g. Riverwalk"
    shortName: String! @translatable
    "One-line positioning statement (footer)"
    tagline: String! @translatable
    "A sentence describing the firm (structured data, footer)"
    description: String! @translatable @editor(widget: "text")
    "Phone number as displayed, e.g. (630) 555-0147"
    phoneDisplay: String!
    "The number a phone dials when a visitor taps it: + and the country code, then the digits only, e.g. +16305550147. For developers: the number of the tel: links, in E.164 form"
    phoneTel: String! @editor(label: "Phone number to dial")
    "General enquiries email address"
    email: String!
    "Address job applicants write to"
    careersEmail: String!
    "The office's postal address"
    address: PostalAddress!
    "The area the firm serves, as a phrase for running text (footer), e.g. Naperville and DuPage County"
    serviceArea: String! @translatable
    "The areas the firm serves beyond its city, as the structured data names them (schema.org areaServed), in the edition's language"
    areaServed: [ServedArea!]! @translatable
    "The office's coordinates (structured data)"
    geo: GeoPoint!
    "Opening hours, one entry per group of days"
    hours: [OpeningHours!]! @translatable
    "Link to the secure client portal"
    clientPortalUrl: String!
    "The firm's social network profiles (footer). For developers: also the structured data's sameAs"
    socialProfiles: [SocialProfile!]!
    "URL of the embedded map of the office (contact pages)"
    mapEmbedUrl: String! @editor(widget: "text", spanishOptional: true)
    "Accessible title of the embedded map"
    mapTitle: String! @translatable
    "Year the firm was founded"
    foundingYear: Int!
    "Name of the firm's founder"
    founder: String! @translatable
    "Where visitors read and leave reviews of the firm (shown when no reviews widget is configured)"
    reviewsUrl: String! @editor(spanishOptional: true)
    "That the firm serves clients in Spanish, and who does (Spanish home page, contact pages, Spanish footer)"
    spanishService: SpanishService! @translatable
  }
  "The firm's service in Spanish: the team members who speak it and the statement the pages show."
  type SpanishService {
    "The team members who serve clients in Spanish. For developers: keys of data/team/"
    team: [TeamMember!]! @link(by: "key")
    "The statement as a heading, e.g. We serve clients in Spanish"
    heading: String!
    "One or two sentences on how: by phone, by email, in person at the office"
    text: String! @editor(widget: "text")
  }
  "A postal address (schema.org PostalAddress)."
  type PostalAddress {
    "Street and number"
    street: String!
    "City, e.g. Naperville"
    city: String!
    "State as a two-letter code, e.g. IL"
    region: String! @editor(spanishOptional: true)
    "ZIP code"
    postalCode: String! @editor(spanishOptional: true)
    "Country as a two-letter code, e.g. US"
    country: String! @editor(spanishOptional: true)
    "County, e.g. DuPage"
    county: String!
  }
  "A point on the map, in decimal degrees."
  type GeoPoint {
    "Latitude in decimal degrees"
    latitude: Float!
    "Longitude in decimal degrees"
    longitude: Float!
  }
  "An area the firm serves, for the structured data's areaServed"
  type ServedArea {
    "What kind of area it is, written exactly as search engines read it: AdministrativeArea for a county, Country for the whole country. For developers: the schema.org type"
    kind: String!
    "The area's name in the edition's language, e.g. DuPage County, Illinois"
    place: String!
  }
  "Opening hours of one group of days."
  type OpeningHours {
    "The days as displayed, e.g. Monday - Friday"
    days: String!
    "Opening time, 24-hour HH:MM"
    opens: String!
    "Closing time, 24-hour HH:MM"
    closes: String!
    "The same days, each day's English name in full, e.g. Monday, Tuesday (read by search engines). For developers: schema.org day names"
    dayCodes: [String!]! @editor(label: "Days, in full")
    "First day of the season these hours apply in, MM-DD (e.g. 01-15 for January 15); absent when they apply all year"
    validFrom: String
    "Last day of the season these hours apply in, MM-DD (e.g. 04-15 for April 15); absent when they apply all year"
    validThrough: String
  }
  "A profile of the firm on a social network."
  type SocialProfile {
    "Network name, e.g. LinkedIn (used for the icon and the link's name)"
    network: String!
    "Address of the profile"
    url: String! @editor(label: "Web address")
  }

  # ---------- Navigation (data/site/en/navigation.json) ----------
  "The site's header and footer links (data/site/en/navigation.json)."
  type Navigation implements Node @dontInfer {
    "Header items, in order"
    main: [NavItem!]! @translatable
    "Footer entries, in order"
    footer: [FooterItem!]! @translatable
  }
  "Which built-in menu a header item opens."
  enum NavMenu {
    "The three-column Services menu, built from the service categories and their service pages"
    services
  }
  "A header item: a link, optionally opening a built-in menu or a submenu of links."
  type NavItem {
    "Link text"
    label: String!
    "Page address the item links to, e.g. /services"
    to: String! @editor(label: "Links to")
    "A built-in menu the item opens (the Services menu lists the service categories and their pages). For developers: built from ServiceCategory and ServicePage"
    menu: NavMenu
    "Links of the item's dropdown, in order"
    submenu: [NavLink!]
  }
  "A footer entry: a link (label and to), or a built-in menu expanded into links in its place."
  type FooterItem {
    "Link text (a link entry)"
    label: String
    "Page address it links to, e.g. /about"
    to: String @editor(label: "Links to")
    "Expands into one link per service category, in their order (services)"
    menu: NavMenu
  }
  "A link with its text."
  type NavLink {
    "Link text"
    label: String!
    "Page address, e.g. /careers"
    to: String! @editor(label: "Links to")
  }

  # ---------- Fixed pages (data/pages/) ----------
  "Title, description in search results, banner and intro of one page of the site (data/pages/), including each service category page."
  type PageContent implements Node @dontInfer {
    "The page's address on the site, e.g. /about"
    slug: String! @editor(label: "Page address")
    "Page name shown in the browser tab, in search results and in the breadcrumbs. For developers: the page's <title>"
    title: String! @translatable
    "What search results and shared links show under the title"
    metaDescription: String! @translatable @editor(label: "Description in search results", widget: "text")
    "The banner at the top of the page"
    banner: Banner! @translatable
    "Paragraph below the banner"
    intro: String! @translatable @editor(widget: "text")
    "A call-to-action band, on the pages that have one (e.g. the get-a-quote banner of /services)."
    cta: PageCta @translatable @editor(label: "Button")
    # interface-words: the banner's button moved from the page components into the data.
    "The button in the banner, on the pages that have one (e.g. Talk to Your CPA on /resources)."
    bannerCta: BannerCta @translatable @editor(label: "Banner button")
    "The page's own sections (data/page-sections/ records whose page is this route)"
    sections: [PageSection!]! @link(by: "page", from: "slug")
  }
  "The call to action inside a page's banner."
  type BannerCta {
    "Button text"
    label: String!
    "Page address it leads to, e.g. /contact"
    to: String! @editor(label: "Links to")
  }
  "A call-to-action band: heading, sentence and one link."
  type PageCta {
    "Heading of the band"
    heading: String!
    "Sentence under the heading"
    text: String! @editor(widget: "text")
    "Text of the link"
    label: String!
    "Page address the link goes to"
    to: String! @editor(label: "Links to")
  }
  "The banner at the top of a fixed page."
  type Banner {
    "The page's main heading. For developers: its h1"
    heading: String!
    "Short line above the heading"
    subheading: String @editor(widget: "text")
    "Background picture. For developers: a path relative to data/, e.g. images/banners/about.jpg"
    image: File! @fileByDataPath @editor(label: "Picture", images: "banners")
    "Text alternative of the picture"
    imageAlt: String! @editor(label: "Picture description", widget: "text")
  }

  "Copy of one section of a fixed page (data/page-sections/): heading, paragraphs, an optional call to action."
  type PageSection implements Node @dontInfer {
    "Unique, e.g. home-about"
    key: String! @editor(label: "Internal name")
    "Position among the sections of its page (1 first)"
    order: Int! @editor(label: "Place in the list")
    "Address of the page it belongs to, e.g. / for the home page; * for a section several pages show (e.g. free-quote)"
    page: String! @editor(spanishOptional: true)
    "Short line above the heading"
    eyebrow: String @translatable @editor(label: "Line above the heading")
    "The section's heading"
    heading: String! @translatable
    "Paragraphs, in order"
    body: [String!]! @translatable @editor(widget: "text", mayBeEmpty: true)
    "Text of the section's call-to-action link"
    ctaLabel: String @translatable @editor(label: "Button text")
    "Page address the section's button links to"
    ctaLink: String @editor(label: "Button link")
    "A quotation shown with the section (e.g. the founder's)"
    quote: String @translatable @editor(widget: "text")
    "Who said the quotation"
    quoteAuthor: String @translatable
    "Picture beside the section. For developers: a path relative to data/"
    image: File @fileByDataPath @editor(label: "Picture", images: "banners")
    "Text alternative of the picture"
    imageAlt: String @translatable @editor(label: "Picture description")
  }

  # ---------- Services (data/service-categories/, data/services/) ----------
  "Which of the service page layouts (src/lib/service-layouts.ts) renders the pages of a category."
  enum ServiceLayout {
    ${serviceLayoutValues}
  }
  "A group of service pages with its own page, e.g. Taxes at /services/taxes (data/service-categories/)."
  type ServiceCategory implements Node @dontInfer {
    "A name no other category uses, e.g. taxes; the service pages name their category by it, so never change it"
    key: String! @editor(label: "Internal name")
    "Name in menus, headings and sidebars, e.g. Taxes"
    title: String! @translatable
    "Address of the category page; each of its service pages lives below it, e.g. /services/taxes"
    path: String! @editor(label: "Page address")
    "The category page's title, meta description, banner and intro: the data/pages/ record whose slug is this path"
    page: PageContent! @link(by: "slug", from: "path")
    "Which layout renders the pages of this category"
    layout: ServiceLayout!
    "Position in menus, /services and /categories (ascending)"
    order: Int! @editor(label: "Place in the list")
    "Paragraph describing the category (/services, /categories)"
    summary: String! @translatable @editor(widget: "text")
    "Heading of the category page's overview section"
    overviewHeading: String! @translatable
    "Paragraphs of the overview section"
    overview: [String!]! @translatable @editor(widget: "text")
    "Three short points beside the overview"
    highlights: [TitledText!]! @translatable
    "Heading above the service cards (category page); also the accessible name of the cards on /services"
    listHeading: String! @translatable
    "Sentence under that heading"
    listIntro: String! @translatable
    "Accessible name of the list of service cards on the category page, e.g. Tax services"
    listLabel: String! @translatable
    "Heading of the closing call to action of the category page"
    ctaHeading: String! @translatable @editor(label: "Closing heading")
    "Sentence of the closing call to action"
    ctaText: String! @translatable @editor(label: "Closing text", widget: "text")
    "Text of its link to /contact"
    ctaLabel: String! @translatable @editor(label: "Button text")
    "The service pages of this category (every ServicePage whose category is this key); order them by their order field"
    services: [ServicePage!]! @link(by: "category.key", from: "key")
  }

  "One service page (data/services/), shown with the layout of its category, at the category page's address followed by its own short address."
  type ServicePage implements Node @dontInfer {
    "Last part of the page's address, kept exactly (capitals and & allowed), e.g. IRS-representation"
    slug: String! @editor(label: "Short address")
    "The category the page belongs to (its key in data/service-categories/)"
    category: ServiceCategory! @link(by: "key")
    "Position within the category in menus, sidebars and card lists (ascending)"
    order: Int! @editor(label: "Place in the list")
    "Link text in the Services menu, the footer and the sidebar"
    navLabel: String! @translatable @editor(label: "Name in the menu")
    "Page name shown in the browser tab and in search results. For developers: the page's <title>"
    metaTitle: String! @translatable @editor(label: "Title in search results")
    "What search results show under the title"
    metaDescription: String! @translatable @editor(label: "Description in search results", widget: "text")
    "Title of the page's card on /services, /categories and the category page"
    cardTitle: String! @translatable
    "Sentence on the page's card"
    cardDescription: String! @translatable @editor(widget: "text")
    "Illustration of the service (banner, page and card). For developers: a path relative to data/, e.g. images/services/payroll.jpg"
    image: File! @fileByDataPath @editor(label: "Picture", images: "services")
    "Text alternative of the illustration"
    imageAlt: String! @translatable @editor(label: "Picture description", widget: "text")
    "Text of the page's banner"
    banner: ServiceBanner! @translatable
    "Page-specific lists (documents to bring, audit reasons, payroll obligations…); absent when the page has none"
    checklists: [ServiceChecklist!] @translatable
    "The closing call to action (a link to /contact)"
    askUs: AskUs! @translatable
    ${serviceLayoutFields}
  }
  "The banner of a service page."
  type ServiceBanner {
    "The page's main heading. For developers: its h1"
    heading: String!
    "Short line above the heading"
    subheading: String!
    "Paragraph under the heading"
    intro: String! @editor(widget: "text")
  }
  "The closing call to action of a service page."
  type AskUs {
    "Its heading, e.g. Ask us about your business"
    heading: String!
    "Sentence under the heading"
    text: String! @editor(widget: "text")
  }
  "A figure box of a service page, e.g. 10,000+ tax returns processed."
  type FunFact {
    "Icon. For developers: a path relative to data/, e.g. images/funfacts/returns.png"
    image: File! @fileByDataPath @editor(label: "Picture", images: "funfacts")
    "The figure, e.g. 10,000+"
    value: String! @editor(spanishOptional: true)
    "What the figure counts"
    label: String!
  }
  "A short title with a sentence or two."
  type TitledText {
    "Title"
    title: String!
    "Sentence or two under the title"
    description: String! @editor(widget: "text")
  }
  "A list with its own heading on a service page."
  type ServiceChecklist {
    "Unique on the page, e.g. payroll-checklist. For developers: forms the heading's id (checklist-<key>)"
    key: String! @editor(label: "Internal name")
    "Heading of the list"
    title: String! @editor(widget: "text")
    "Sentence above the items"
    intro: String @editor(widget: "text")
    "The items, in order"
    items: [String!]! @editor(widget: "text")
  }
  "A section with a heading, a lead sentence and cards."
  type CardSection {
    "Heading of the section"
    heading: String!
    "Lead sentence under the heading"
    intro: String! @editor(widget: "text")
    "The cards, in order"
    items: [TitledText!]!
  }
  "The sections of a page rendered by the tax layout."
  type TaxServiceContent {
    "The three figure boxes under the picture"
    funFacts: [FunFact!]!
    "Heading of the overview section"
    overviewHeading: String!
    "Paragraphs of the overview section"
    overview: [String!]! @editor(widget: "text")
    "Heading of the preparation section"
    preparationHeading: String!
    "Paragraphs of the preparation section"
    preparation: [String!]! @editor(widget: "text")
    "Heading of the list of included services"
    servicesHeading: String!
    "The included services as cards"
    services: [TitledText!]!
    "Reasons clients stay with the firm (the section headed Why clients stay with …)"
    partnerPoints: [String!]! @editor(widget: "text")
  }
  "The sections of a page rendered by the accounting layout."
  type AccountingServiceContent {
    "The three figure boxes under the picture"
    funFacts: [FunFact!]!
    "Heading of the overview section"
    overviewHeading: String!
    "Paragraphs of the overview section"
    overview: [String!]! @editor(widget: "text")
    "Why clients choose the firm for this service, as cards"
    whyChooseUs: CardSection!
    "How the engagement works, as numbered steps"
    howItWorks: AccountingProcess!
  }
  "The numbered steps of an accounting engagement."
  type AccountingProcess {
    "Heading of the section"
    heading: String!
    "Lead sentence under the heading"
    intro: String! @editor(widget: "text")
    "The steps, in order"
    steps: [TitledText!]!
  }
  "The sections of a page rendered by the advisory layout."
  type AdvisoryServiceContent {
    "Where the firm offers the service (callout with a map pin)"
    serviceArea: String! @editor(widget: "text")
    "Three points at the top of the page"
    highlights: [TitledText!]!
    "The accordion of questions owners ask"
    growth: AdvisoryQuestions!
    "The numbered solutions"
    solutions: AdvisorySolutions!
    "The three-step process with pictures"
    process: AdvisoryProcess!
  }
  "An accordion of questions with its heading."
  type AdvisoryQuestions {
    "Heading of the section"
    heading: String!
    "Lead sentence under the heading"
    intro: String! @editor(widget: "text")
    "The questions, in order; the first is open"
    questions: [AdvisoryQuestion!]!
  }
  "One question of the advisory accordion."
  type AdvisoryQuestion {
    "Unique across the site"
    key: String! @editor(label: "Internal name")
    "Marker shown before the question, e.g. 01"
    number: String! @editor(spanishOptional: true)
    "Topic line shown above the answer, e.g. Getting started"
    topic: String!
    "The question (accordion button)"
    question: String! @editor(widget: "text")
    "The answer"
    answer: String! @editor(widget: "text")
  }
  "The numbered solutions of an advisory page."
  type AdvisorySolutions {
    "Heading of the section"
    heading: String!
    "Lead sentence under the heading"
    intro: String! @editor(widget: "text")
    "The solutions, in order"
    items: [AdvisorySolution!]!
  }
  "One advisory solution."
  type AdvisorySolution {
    "Unique across the site"
    key: String! @editor(label: "Internal name")
    "Title of the solution"
    title: String!
    "What the solution covers"
    description: String! @editor(widget: "text")
  }
  "The three-step process of an advisory page."
  type AdvisoryProcess {
    "Heading of the section"
    heading: String!
    "Lead sentence under the heading"
    intro: String! @editor(widget: "text")
    "The steps, in order (shown as Step 1, Step 2…)"
    steps: [ProcessStep!]!
  }
  "One step of the advisory process."
  type ProcessStep {
    "Picture of the step. For developers: a path relative to data/"
    image: File! @fileByDataPath @editor(label: "Picture", images: "process")
    "Text alternative of the picture"
    imageAlt: String! @editor(label: "Picture description")
    "Title of the step"
    title: String!
    "What happens in the step"
    description: String! @editor(widget: "text")
  }

  # ---------- Careers (data/careers/) ----------
  "schema.org employment types a posting can have."
  enum EmploymentType {
    "Full-time employment"
    FULL_TIME
    "Part-time employment"
    PART_TIME
    "A fixed-term contract"
    CONTRACTOR
    "A temporary position"
    TEMPORARY
    "An internship"
    INTERN
  }
  "An open position, with its own page under /contact/careers/ (data/careers/)."
  type Career implements Node @dontInfer {
    "Last part of the posting's address, lower-case words joined by hyphens, e.g. audit-associate"
    slug: String! @editor(label: "Short address")
    "Position in the list of open positions (1 first)"
    order: Int! @editor(label: "Place in the list")
    "Job title"
    title: String! @translatable
    "Sentence describing the position (open-positions list)"
    description: String! @translatable @editor(widget: "text")
    "Page name shown in the browser tab and in search results. For developers: the page's <title>"
    metaTitle: String! @translatable @editor(label: "Title in search results")
    "What search results show under the posting's title"
    metaDescription: String! @translatable @editor(label: "Description in search results", widget: "text")
    "Opening paragraph of the posting"
    intro: String! @translatable @editor(widget: "text")
    "Where the work is done, e.g. Naperville, IL (hybrid)"
    location: String! @translatable
    "One line of employment terms under the banner"
    employmentSummary: String! @translatable
    "The kinds of employment the position offers, as search engines read them. For developers: schema.org employment types (JobPosting structured data)"
    employmentType: [EmploymentType!]!
    "Date the posting was published (JobPosting datePosted)"
    datePosted: Date! @dateformat @editor(yearsBack: 3, yearsAhead: 1)
    "Switched on: the page offers the Apply Now form; off: it shows the careers email address instead. For developers: true offers the Apply Now dialog"
    applyOnline: Boolean!
    "The sections of the posting"
    posting: CareerPosting! @translatable
  }
  "The sections of a career posting."
  type CareerPosting {
    "What the person will do"
    responsibilities: [String!]! @editor(widget: "text", min: 1)
    "What the firm looks for"
    qualifications: [String!]! @editor(widget: "text", min: 1)
    "What the firm offers"
    offer: [String!]! @editor(label: "Benefits", min: 1)
    "What happens after applying"
    nextSteps: String! @editor(widget: "text")
  }

  # ---------- The careers page (data/site/en/careers-page.json) ----------
  "Headings, benefits and recruitment steps of /careers (data/site/en/careers-page.json)."
  type CareersPageContent implements Node @dontInfer {
    "Heading of the benefits section"
    benefitsHeading: String! @translatable
    "Sentence under that heading"
    benefitsIntro: String! @translatable @editor(widget: "text")
    "The benefit blocks, in order"
    benefits: [CareerBenefit!]! @translatable
    "Heading of the open-positions section"
    positionsHeading: String! @translatable
    "Sentence under that heading"
    positionsIntro: String! @translatable @editor(widget: "text")
    "Heading of the recruitment process section"
    processHeading: String! @translatable
    "Sentence under that heading"
    processIntro: String! @translatable @editor(widget: "text")
    "The recruitment process, in order (Explore Your Fit, Apply, Interview, Offer, Get Started)."
    steps: [RecruitmentStep!]! @translatable
    "Heading of the closing contact band"
    contactHeading: String! @translatable
    "Sentence of the closing contact band"
    contactText: String! @translatable @editor(widget: "text")
    "Text of its link"
    contactLabel: String! @translatable
  }
  "Which icon a careers benefit block shows."
  enum CareerBenefitIcon {
    "Career growth"
    growth
    "Mentoring"
    mentoring
    "Work-life balance"
    balance
    "Benefits package"
    benefits
  }
  "A benefit of working at the firm."
  type CareerBenefit {
    "Unique on the page"
    key: String! @editor(label: "Internal name")
    "Which icon the block shows"
    icon: CareerBenefitIcon!
    "Title of the benefit"
    title: String!
    "What the benefit is"
    description: String! @editor(widget: "text")
  }
  "One step of the recruitment process."
  type RecruitmentStep {
    "Unique on the page"
    key: String! @editor(label: "Internal name")
    "Title of the step"
    title: String!
    "What happens in the step"
    description: String! @editor(widget: "text")
  }

  # ---------- Story-page collections ----------
  "An industry the firm serves, a card on /industries (data/industries/)."
  type Industry implements Node @dontInfer {
    "A name no other entry uses, lower-case words joined by hyphens; visitors do not see it"
    key: String! @editor(label: "Internal name")
    "Position on the page (ascending)"
    order: Int! @editor(label: "Place in the list")
    "Name of the industry"
    title: String! @translatable
    "What the firm does for it"
    description: String! @translatable @editor(widget: "text")
    "Picture. For developers: a path relative to data/"
    image: File! @fileByDataPath @editor(label: "Picture", images: "industries")
    "Text alternative of the picture"
    imageAlt: String! @translatable @editor(label: "Picture description")
  }
  "A member of the team (data/team/): /about#members, the first four on the home page."
  type TeamMember implements Node @dontInfer {
    "A name no other team member uses, lower-case words joined by hyphens; also ends the address of the profile (/about#name)"
    key: String! @editor(label: "Internal name")
    "Position in the team list (ascending)"
    order: Int! @editor(label: "Place in the list")
    "Full name"
    name: String!
    "Job title"
    position: String! @translatable
    "Short biography"
    description: String! @translatable @editor(widget: "text")
    "Portrait. For developers: a path relative to data/"
    image: File! @fileByDataPath @editor(label: "Picture", images: "team")
    "Text alternative of the portrait"
    imageAlt: String! @translatable @editor(label: "Picture description")
  }
  "Where a service card is shown."
  enum ServiceCardGroup {
    "The service cards of the home page"
    home
  }
  "A card linking to a service area (data/service-cards/)."
  type ServiceCard implements Node @dontInfer {
    "A name no other entry uses, lower-case words joined by hyphens; visitors do not see it"
    key: String! @editor(label: "Internal name")
    "Where the card is shown"
    group: ServiceCardGroup!
    "Position within the group (ascending)"
    order: Int! @editor(label: "Place in the list")
    "Title of the card"
    title: String! @translatable
    "Sentence on the card"
    description: String! @translatable @editor(widget: "text")
    "The service category the card presents; the card links to its page"
    category: ServiceCategory! @link(by: "key")
    "Text of the card's button"
    buttonLabel: String! @translatable
    "Picture. For developers: a path relative to data/"
    image: File! @fileByDataPath @editor(label: "Picture", images: "services")
    "Text alternative of the picture"
    imageAlt: String! @translatable @editor(label: "Picture description")
  }
  "Where a value box is shown."
  enum ValueCardGroup {
    "The values section of /about"
    about_values
    "The core values of /about and the home page"
    core_values
    "The why-choose-us boxes of /industries"
    why_choose_us
  }
  "A value box with an icon, a title and a sentence (data/values/)."
  type ValueCard implements Node @dontInfer {
    "A name no other entry uses, lower-case words joined by hyphens; visitors do not see it"
    key: String! @editor(label: "Internal name")
    "Where the box is shown"
    group: ValueCardGroup!
    "Position within the group (ascending)"
    order: Int! @editor(label: "Place in the list")
    "Title of the box"
    title: String! @translatable
    "Sentence in the box"
    description: String! @translatable @editor(widget: "text")
    "Icon. For developers: a path relative to data/"
    image: File @fileByDataPath @editor(label: "Picture", images: "values")
    "Text alternative of the icon (empty when decorative)"
    imageAlt: String! @translatable @editor(label: "Picture description", mayBeEmpty: true, spanishOptional: true)
  }
  "A community campaign, one tab on /community (data/causes/)."
  type Cause implements Node @dontInfer {
    "Campaign id, e.g. NoPlanetB; also the tab's id"
    key: String! @editor(label: "Internal name")
    "Position of the tab (ascending)"
    order: Int! @editor(label: "Place in the list")
    "Name of the campaign"
    title: String! @translatable
    "What the campaign does"
    description: String! @translatable @editor(widget: "text")
    "Picture. For developers: a path relative to data/"
    image: File! @fileByDataPath @editor(label: "Picture", images: "causes")
    "Text alternative of the picture"
    imageAlt: String! @translatable @editor(label: "Picture description")
  }
  "Which slider a testimonial appears in."
  enum TestimonialKind {
    "Short quotes: the home and about sliders"
    short
    "Long stories: the /industries slider, cut at 250 characters with Read More"
    long
  }
  "A client's testimonial (data/testimonials/)."
  type Testimonial implements Node @dontInfer {
    "A name no other entry uses, lower-case words joined by hyphens; visitors do not see it"
    key: String! @editor(label: "Internal name")
    "Position in its slider (1 first)"
    order: Int! @editor(label: "Place in the list")
    "Which slider it appears in"
    kind: TestimonialKind!
    "Headline of the quote"
    heading: String! @translatable
    "The quote"
    details: String! @translatable @editor(widget: "text")
    "Client's name"
    name: String!
    "Client's role or company"
    designation: String! @translatable
    "Client's portrait (decorative: the name is beside it). For developers: a path relative to data/"
    image: File! @fileByDataPath @editor(label: "Picture", images: "testimonials")
  }
  "A milestone of the firm's history on /about (data/timeline/)."
  type TimelineItem implements Node @dontInfer {
    "Year of the milestone"
    year: String!
    "Position on the timeline (ascending)"
    order: Int! @editor(label: "Place in the list")
    "Title of the milestone"
    title: String! @translatable
    "What happened"
    description: String! @translatable @editor(widget: "text")
  }
  "Which carousel or gallery a picture belongs to."
  enum CarouselGroup {
    "Software the firm works with (home page)"
    tools
    "Client logos (/resources)"
    clients
    "Awards, with a year (/community)"
    awards
    "Partner organizations, with a link (/community)"
    partners
    "Community photo gallery (/community)"
    gallery
  }
  "A logo or picture in a carousel or gallery (data/carousel-items/)."
  type CarouselItem implements Node @dontInfer {
    "Which carousel or gallery it belongs to"
    group: CarouselGroup!
    "Position within the group (ascending)"
    order: Int! @editor(label: "Place in the list")
    "The logo or picture. For developers: a path relative to data/"
    image: File! @fileByDataPath @editor(label: "Picture", images: "logos/clients")
    "Text alternative of the logo or picture"
    imageAlt: String! @translatable @editor(label: "Picture description", mayBeEmpty: true, spanishOptional: true)
    "Caption title (awards, partners, gallery)"
    title: String @translatable
    "Year of an award"
    year: String
    "Website of a partner"
    url: String @editor(label: "Web address")
    "Caption text (gallery, partners)"
    description: String @translatable
  }
  "An economic sector the firm serves, a card on the home page (data/sectors/)."
  type Sector implements Node @dontInfer {
    "A name no other entry uses, lower-case words joined by hyphens; visitors do not see it"
    key: String! @editor(label: "Internal name")
    "Position on the page (ascending)"
    order: Int! @editor(label: "Place in the list")
    "Name of the sector"
    title: String! @translatable
    "What the firm does for it"
    description: String! @translatable
    "Picture. For developers: a path relative to data/"
    image: File! @fileByDataPath @editor(label: "Picture", images: "sectors")
    "Text alternative of the picture"
    imageAlt: String! @translatable @editor(label: "Picture description")
  }
  "Which set of figures a statistic belongs to."
  enum StatisticGroup {
    "The four highlight figures of the home and about pages"
    highlights
    "The animated counters of /community"
    community
  }
  "A figure the firm states about itself (data/statistics/)."
  type Statistic implements Node @dontInfer {
    "A name no other entry uses, lower-case words joined by hyphens; visitors do not see it"
    key: String! @editor(label: "Internal name")
    "Which set of figures it belongs to"
    group: StatisticGroup!
    "Position within the group (ascending)"
    order: Int! @editor(label: "Place in the list")
    "The figure as shown, e.g. 98% or 200+"
    value: String! @translatable @editor(spanishOptional: true)
    "What the figure measures"
    label: String! @translatable
    "A sentence explaining the figure"
    description: String @translatable
  }
  "A question and answer of the FAQ on /resources (data/faqs/)."
  type FaqItem implements Node @dontInfer {
    "A name no other entry uses, lower-case words joined by hyphens; visitors do not see it"
    key: String! @editor(label: "Internal name")
    "Column of the two-column FAQ: 1 or 2"
    column: Int!
    "Position within the column (ascending)"
    order: Int! @editor(label: "Place in the list")
    "The question"
    question: String! @translatable
    "The answer"
    answer: String! @translatable @editor(widget: "text")
  }
  "A checklist shown on a page and, when it has a PDF path, also published as a PDF. For developers: src/lib/pdf generates the PDF at build time when pdfPath is set."
  type Checklist implements Node @dontInfer {
    "A name no other entry uses, lower-case words joined by hyphens; visitors do not see it"
    key: String! @editor(label: "Internal name")
    "appointment (what to bring, /resources), organizer (Client Tax Organizer) or other-resources (/other-resources cards)"
    group: String!
    "Position within the group (ascending)"
    order: Int! @editor(label: "Place in the list")
    "Title of the checklist (card heading, PDF title)"
    title: String! @translatable
    "What the checklist is for"
    description: String! @translatable @editor(widget: "text")
    "Path of the generated PDF, e.g. /personal-tax-document-checklist.pdf"
    pdfPath: String @editor(label: "PDF address")
    "The sections, in order"
    sections: [ChecklistSection!]! @translatable
  }
  "A federal form every new hire completes (data/new-employee-forms/): its card on /resources and its one-page PDF notice."
  type NewEmployeeForm implements Node @dontInfer {
    "A name no other form uses: w4 or i9"
    key: String! @editor(label: "Internal name")
    "Position on /resources (ascending)"
    order: Int! @editor(label: "Place in the list")
    "Short name used in sentences, e.g. Form W-4"
    shortName: String! @translatable
    "Full title of the form (card heading, PDF title)"
    title: String! @translatable
    "Path of the generated notice PDF, e.g. /fw4.pdf (an official file of that name in static/ wins)"
    path: String! @editor(label: "PDF address")
    "The agency that publishes the form, e.g. Internal Revenue Service"
    agency: String! @translatable
    "The agency's page where the current revision is published (irs.gov, uscis.gov); a Spanish record may give the Spanish form's address (gatsby/translations.ts, LOCALIZED_LINK_FIELDS)"
    officialUrl: String! @translatable @editor(label: "The agency's web address", spanishOptional: true)
    "What the form does and when the new hire completes it (card text and PDF lead)"
    summary: String! @translatable @editor(widget: "text")
    "What the new hire does, in order (numbered in the PDF)"
    steps: [String!]! @translatable @editor(widget: "text")
    "The wording of the PDF notice around the steps"
    notice: NewEmployeeFormNotice! @translatable
  }
  "The fixed wording of a new-employee form's PDF notice."
  type NewEmployeeFormNotice {
    "The PDF's document-information subject"
    subject: String!
    "The bold line under the title saying the notice is not the form"
    disclaimer: String! @editor(widget: "text")
    "Heading above the steps"
    stepsHeading: String!
    "Heading above the official address"
    publishedHeading: String!
    "The sentence that introduces the official address"
    publishedIntro: String! @editor(widget: "text")
    "Closing line; {firm}, {phone} and {email} are replaced by the firm's name, phone number and email address. For developers: filled from data/site/en/firm.json"
    questions: String! @editor(widget: "text")
  }
  "How a checklist section's items are presented in the PDF."
  enum ChecklistItemFormat {
    "A tick box per item (the default)"
    checkbox
    "A fillable text field per item"
    field
    "Yes and No boxes per item"
    yesno
  }
  "A section of a checklist."
  type ChecklistSection {
    "Heading of the section"
    heading: String!
    "How the PDF presents the items (checkbox when absent)"
    format: ChecklistItemFormat
    "A sentence printed under the heading, e.g. the consent text above the signature fields"
    note: String @editor(widget: "text")
    "The items, in order"
    items: [String!]! @editor(widget: "text")
  }
  # ---------- Tax deadline rules (data/tax-deadline-rules/, data/tax-deadline-rules-illinois/) ----------
  "Whose tax deadline it is, and so which list of the calendar shows it."
  enum TaxJurisdiction {
    "Federal: the IRS's deadlines"
    federal
    "Illinois: the deadlines of the Illinois Department of Revenue and the Illinois Department of Employment Security"
    illinois
  }
  "The legal holidays that move a deadline falling on one to the next business day (docs/tax-engine.md)."
  enum TaxHolidayCalendar {
    "Federal holidays: the legal holidays of the District of Columbia (IRC 7503); every federal rule rolls by these"
    federal
    "Illinois holidays: 5 ILCS 70/1.11 with the Illinois holidays; the default of Illinois rules"
    illinois
    "Illinois and federal holidays: both lists, for Illinois withholding (Publication 131-D)"
    illinois_and_federal
  }
  "How a deadline repeats."
  enum TaxScheduleKind {
    "Monthly: on a day of every month, for the month before"
    monthly
    "Quarterly: a number of months after the last month of each quarter"
    quarterly
    "Annual: on one day of the year"
    annual
    "Installments: on the dates listed, one per payment (estimated tax)"
    installments
    "Quarter-monthly: the 7th, 15th, 22nd and last day of each month"
    quarterMonthly
  }
  "A federal or Illinois tax deadline as a rule, from which the site works out its due dates in any year. For developers: src/lib/tax-deadlines expands it into dated events."
  type TaxDeadlineRule implements Node @dontInfer {
    "A name no other deadline uses: the calendars visitors subscribe to recognise the deadline by it, so never reuse or rename one. For developers: the calendar files' UIDs are built from it"
    key: String! @editor(label: "Internal name")
    "Position in lists of deadlines due on the same day (federal rules 1-999, Illinois rules from 1001)"
    order: Int! @editor(label: "Place in the list")
    "Whose deadline it is: which list shows it and, unless Holidays says otherwise, whose holidays move the date"
    jurisdiction: TaxJurisdiction!
    "Which holidays move the date; leave it out for the jurisdiction's own (a federal rule always rolls by the federal holidays); Illinois withholding takes the Illinois and federal holidays (illinois_and_federal)"
    holidays: TaxHolidayCalendar
    "Deadline heading; may use placeholders in braces, kept exactly as written, e.g. {taxYear}, {period}, {quarter}. For developers: the placeholders are listed in docs/tax-engine.md"
    title: String! @translatable @editor(widget: "text")
    "What is due and who must act; same placeholders as the title"
    description: String! @translatable @editor(widget: "text")
    "Who it concerns, e.g. Individuals, Businesses, Employers, Exempt organizations"
    audience: [String!]!
    "When the deadline falls, as a rule rather than a date"
    schedule: TaxDeadlineSchedule!
    "Required: the official page the rule comes from. For developers: nullable in GraphQL only so gatsby/validate-content.ts can fail the build naming the rule that lacks one"
    source: TaxDeadlineSource @translatable
    "The forms the deadline concerns, e.g. 941, IL-941, UI-3/40; a form that has its own official page must be sourced to that page, not to a general one such as Publication 509. For developers: the forms with their own page are listed in src/lib/tax-deadlines/form-pages.ts"
    forms: [String!]
    "For reviewers, not shown to visitors: a fact of the rule that only a secondary source confirms, or what to check on the official page"
    sourceNote: String @editor(widget: "text")
    "First tax year the rule applies to, when its wording changes with the year (e.g. IRIS replacing FIRE)"
    fromTaxYear: Int
    "Last tax year the rule applies to"
    untilTaxYear: Int
    "Dollar thresholds that change by tax year, shown through {threshold}"
    thresholds: [TaxYearThreshold!]
    "Text shown for {threshold} in a tax year without a listed amount"
    thresholdFallback: String @translatable
    "Illinois income tax only: due on the federal date when that is later (86 Ill. Adm. Code 100.6000(b); DC Emancipation Day)"
    federalDateIfLater: Boolean
  }
  "The official page behind a deadline, linked from the calendar and written into the calendar files"
  type TaxDeadlineSource {
    "Link text after 'Source:', e.g. IRS Instructions for Form 941"
    label: String! @editor(widget: "text")
    "https:// address on irs.gov, tax.illinois.gov or ides.illinois.gov"
    url: String! @editor(label: "Web address", https: true)
  }
  "When a rule's deadline falls"
  type TaxDeadlineSchedule {
    "How the deadline repeats; the fields below say when"
    kind: TaxScheduleKind!
    "Day of the month (monthly, quarterly, annual)"
    day: Int
    "Instead of day: the last day of the month"
    lastDayOfMonth: Boolean
    "Month 1-12 (annual)"
    month: Int
    "Monthly: only these periods, the months 1-12 a deadline covers (the month before its due month), e.g. [1, 2, 4, 5, 7, 8, 10, 11] for the first two months of each quarter; left out, every month"
    periodMonths: [Int!]
    "Quarterly: how many months after the quarter's last month the deadline falls"
    monthsAfterQuarterEnd: Int
    "Annual: the tax year concerned relative to the due date's year (-1 = the year before)"
    taxYearOffset: Int
    "Installments: one entry per payment"
    installments: [TaxDeadlineInstallment!]
  }
  "One payment of an installments schedule (estimated tax)"
  type TaxDeadlineInstallment {
    "Month 1-12 of the due date"
    month: Int!
    "Day of the month of the due date"
    day: Int!
    "Year of the due date relative to the tax year (1 = the following January)"
    yearOffset: Int!
    "first, second, third, fourth"
    label: String!
  }
  "A dollar amount that applies to one tax year"
  type TaxYearThreshold {
    "The tax year the amount applies to"
    taxYear: Int!
    "Whole dollars"
    amount: Int!
  }
  "Whom a postponement of tax deadlines covers."
  enum TaxPostponementScope {
    "Nationwide: the date moves for every taxpayer"
    nationwide
    "Regional: the date stays, and taxpayers in the listed areas get a note with the later date"
    regional
  }
  "An official postponement of tax deadlines (data/tax-postponements/); it changes events without touching the rules"
  type TaxPostponement implements Node @dontInfer {
    "A name no other postponement uses, the notice's number in lower case, e.g. ir-2025-05"
    key: String! @editor(label: "Internal name")
    "The notice or news release, e.g. IR-2025-05"
    notice: String! @translatable @editor(spanishOptional: true)
    "The notice's https:// address"
    url: String! @editor(label: "Web address", https: true)
    "Whose deadlines it moves"
    jurisdiction: TaxJurisdiction!
    "Whom it covers: everyone (the date moves) or the listed areas (a note and a later date)"
    scope: TaxPostponementScope!
    "The states and counties regional relief covers (empty for nationwide relief)"
    areas: [TaxPostponementArea!] @editor(requiredWhen: "scope=regional")
    "First original due date covered. For developers: YYYY-MM-DD"
    firstOriginalDate: String! @editor(widget: "date", yearsBack: 3, yearsAhead: 2)
    "Last original due date covered. For developers: YYYY-MM-DD"
    lastOriginalDate: String! @editor(widget: "date", yearsBack: 3, yearsAhead: 2, notBefore: "firstOriginalDate")
    "The postponed due date. For developers: YYYY-MM-DD"
    newDate: String! @editor(widget: "date", yearsBack: 3, yearsAhead: 2, after: "firstOriginalDate")
    "Why, in the notice's terms; shown beside the deadline"
    reason: String! @translatable @editor(widget: "text")
  }
  "A state and, optionally, its counties covered by regional relief"
  type TaxPostponementArea {
    "State name, e.g. Illinois"
    state: String!
    "County names; empty or left out when the whole state is covered"
    counties: [String!]
  }

  # ---------- Legal pages (data/legal-documents/) ----------
  "The terms and conditions or the privacy policy (data/legal-documents/)."
  type LegalDocument implements Node @dontInfer {
    "The document page's address, e.g. /terms-and-conditions"
    slug: String! @editor(label: "Page address")
    "The page's title, meta description and banner: the data/pages/ record whose slug is this slug"
    page: PageContent! @link(by: "slug", from: "slug")
    "Title of the document"
    title: String! @translatable
    "Date the current version took effect"
    effectiveDate: Date! @dateformat @editor(yearsBack: 10, yearsAhead: 1)
    "The sections, in order"
    sections: [LegalSection!]! @translatable
  }
  "A numbered section of a legal document."
  type LegalSection {
    "Heading of the section"
    heading: String!
    "Paragraphs, in order"
    paragraphs: [String!]! @editor(widget: "text")
    "A bulleted list after the paragraphs"
    list: [String!] @editor(widget: "text")
    "Show the firm's postal address, phone and email (from data/site/en/firm.json) after the paragraphs"
    showFirmContact: Boolean
  }

  # ---------- Insights articles (data/insights/en/*.mdx) ----------
  "An Insights article: one MDX file in data/insights/en, its Spanish version in data/insights/es (gatsby-plugin-mdx). Its file name is its slug."
  type Mdx implements Node @dontInfer {
    "The article's front matter; gatsby/article-frontmatter.ts checks it before any page is made."
    frontmatter: ArticleFrontmatter!
    "The article's text, in Markdown. For developers: the MDX source after the front matter."
    body: String! @editor(widget: "text")
    "URL segment of the article: the file name without .mdx, e.g. form-1099-k-reporting (page /insights/<slug>)."
    slug: String! @editor(label: "Short address")
    "Edition of the article: en for data/insights/<slug>.mdx, es for its translation data/insights/es/<slug>.mdx (page /es/insights/<slug>)."
    locale: String!
    "Minutes a reader needs, rounded up (the reading-time package, 200 words a minute)."
    readingMinutes: Int!
  }
  "The YAML front matter every article starts with (docs/insights.md)."
  type ArticleFrontmatter {
    "Headline, shown as the page's main heading, in the feed and on the share image. For developers: the h1."
    title: String! @editor(widget: "text")
    "One or two sentences, shown in search results, on cards and in the feed."
    description: String! @editor(widget: "text")
    "Day of first publication. For developers: YYYY-MM-DD."
    published: Date! @dateformat @editor(yearsBack: 10, yearsAhead: 1)
    "Day of the last substantive revision (the same as published until the article is revised). For developers: YYYY-MM-DD."
    updated: Date! @dateformat @editor(yearsBack: 10, yearsAhead: 1)
    "The team member who wrote it. For developers: a key of data/team/."
    author: TeamMember! @link(by: "key")
    "The services it concerns. For developers: slugs of data/services/ (ServicePage.slug)."
    topics: [ServicePage!]! @link(by: "slug")
    "The picture at the top of the article. For developers: a path relative to the article file, e.g. ../../images/insights/<slug>.jpg."
    hero: File! @fileByRelativePath @editor(label: "Picture", images: "services")
    "A short description of the picture, for visitors who cannot see it."
    heroAlt: String! @editor(label: "Picture description", widget: "text")
    "The official sources the article relies on, listed at its end."
    sources: [ArticleSource!]!
  }
  "A source an article cites: its title and address."
  type ArticleSource {
    "The source's name as the article lists it, such as IRS Publication 505"
    title: String! @editor(widget: "text")
    "The official page it is at (irs.gov, tax.illinois.gov, ssa.gov …)"
    url: String! @editor(label: "Web address")
  }

  # ---------- Pay, track, sign in (data/client-tools/) ----------
  "The group of /resources/pay-and-track a tool is listed under."
  enum ClientToolGroup {
    "Paying federal and Illinois tax"
    pay
    "Checking on a refund"
    track
    "Signing in to an account"
    account
  }
  "An online tool clients look for (a tax agency's, or the firm's client portal), listed on /resources/pay-and-track."
  type ClientTool implements Node @dontInfer {
    "A name no other tool uses, e.g. irs-direct-pay"
    key: String! @editor(label: "Internal name")
    "Position within its group (1 first)"
    order: Int! @editor(label: "Place in the list")
    "The group it is listed under"
    group: ClientToolGroup!
    "The tool's name, e.g. IRS Direct Pay"
    title: String! @translatable @editor(spanishOptional: true)
    "Who runs it, e.g. Internal Revenue Service; left out for the firm's client portal"
    agency: String @translatable
    "One sentence: what it is for"
    purpose: String! @translatable @editor(widget: "text")
    "One or two sentences: when to use it"
    whenToUse: String! @translatable @editor(widget: "text")
    "The agency's own address of the tool; a Spanish record may give the agency's Spanish page. Left out for the firm's client portal, whose address is the firm's. For developers: gatsby/translations.ts, LOCALIZED_LINK_FIELDS; the portal's address is clientPortalUrl of data/site/en/firm.json"
    officialUrl: String @translatable @editor(label: "The agency's web address")
    "The link's text, e.g. Pay with IRS Direct Pay"
    linkLabel: String! @translatable
  }

  # ---------- Tax-season organizer (data/organizer-topics/, organizer-questions/, organizer-documents/) ----------
  "A topic of /resources/organizer: one group of questions, and the heading its documents are listed under."
  type OrganizerTopic implements Node @dontInfer {
    "A name no other topic uses, lower-case words joined by hyphens, e.g. investments; questions and documents name their topic by it"
    key: String! @editor(label: "Internal name")
    "Position on the page (1 first)"
    order: Int! @editor(label: "Place in the list")
    "The topic's heading, e.g. Investments and digital assets"
    title: String! @translatable
  }
  "How a question of the organizer is answered."
  enum OrganizerAnswerKind {
    "Yes or no"
    yesno
    "A number, e.g. how many employers; any number above zero calls for the question's documents"
    count
  }
  "A question of the tax-season organizer (/resources/organizer). The documents that list it are added to a client's list when the answer is yes (or a number above zero)."
  type OrganizerQuestion implements Node @dontInfer {
    "A name no other question uses, lower-case words joined by hyphens, e.g. rental-property; documents name the questions that call for them by it, and clients' saved answers are kept under it, so never rename one"
    key: String! @editor(label: "Internal name")
    "Position within its topic (1 first)"
    order: Int! @editor(label: "Place in the list")
    "The topic it is asked under"
    group: OrganizerTopic! @link(by: "key") @editor(label: "Topic")
    "Yes or no, or a number"
    kind: OrganizerAnswerKind!
    "The question, one line; {taxYear} stands for the tax year the organizer prepares for, {threshold} for the amount of the deadline rule named below"
    question: String! @translatable
    "Why we ask, one line a client reads under the question; same placeholders as the question"
    why: String! @translatable @editor(widget: "text")
    "The tax deadline rule whose dollar threshold {threshold} shows, for the organizer's tax year (the amounts the tax calendar shows). For developers: a key of data/tax-deadline-rules/"
    thresholdsFrom: TaxDeadlineRule @link(by: "key") @editor(label: "Dollar amount from this deadline")
  }
  "A document a client may need to bring for their return, listed on /resources/organizer under its topic. It is on a client's list when one of the questions it names is answered yes (or a number above zero); a document that names no question is on every list."
  type OrganizerDocument implements Node @dontInfer {
    "A name no other document uses, lower-case words joined by hyphens, e.g. form-w-2; clients' ticks are kept under it, so never rename one"
    key: String! @editor(label: "Internal name")
    "Position within its topic (1 first)"
    order: Int! @editor(label: "Place in the list")
    "The topic it is listed under"
    group: OrganizerTopic! @link(by: "key") @editor(label: "Topic")
    "The document's name as a client knows it, e.g. Form W-2, Wage and Tax Statement"
    title: String! @translatable
    "The form numbers it is, e.g. W-2 or 1099-R; for a client's own records, the schedule they feed, e.g. Schedule E. For developers: the unit tests describe client profiles by these"
    forms: [String!]! @editor(min: 1)
    "What it is and what it shows, one or two sentences; {taxYear} and {threshold} as in questions"
    what: String! @translatable @editor(widget: "text")
    "Who sends it, e.g. Each employer you worked for"
    sender: String! @translatable
    "When it arrives, in words, for a document no tax deadline rule covers (e.g. the county's bill); left out when the rule below gives the date"
    arrives: String @translatable @editor(widget: "text")
    "The tax deadline rule by which the sender must furnish it; the organizer shows that rule's due date for its tax year, as the tax calendar computes it. For developers: a key of data/tax-deadline-rules/"
    dueBy: TaxDeadlineRule @link(by: "key") @editor(label: "Date from this deadline")
    "The questions whose yes (or number above zero) calls for it; none: on every client's list"
    calledForBy: [OrganizerQuestion!] @link(by: "key") @editor(label: "Asked for by these questions")
    "The tax deadline rule whose dollar threshold {threshold} shows. For developers: a key of data/tax-deadline-rules/"
    thresholdsFrom: TaxDeadlineRule @link(by: "key") @editor(label: "Dollar amount from this deadline")
    "The official page that describes the document (irs.gov, ssa.gov, tax.illinois.gov, ides.illinois.gov); a Spanish record may give the agency's Spanish page. For developers: gatsby/translations.ts, LOCALIZED_LINK_FIELDS"
    officialUrl: String! @translatable @editor(label: "The agency's web address", https: true, spanishOptional: true)
    "The official page's name as the link shows it, e.g. IRS: About Form W-2"
    officialLabel: String! @translatable @editor(label: "Official page's name")
    "A page of this site that helps with it, e.g. /resources/estimated-tax-planner"
    path: String @editor(label: "Page address")
    "The text of the link to that page, e.g. Plan your estimated payments with our planner"
    pathLabel: String @translatable @editor(label: "Link text for that page")
    "First tax year the document exists for, e.g. 2025 for Form 1099-DA; left out when it always applies"
    fromTaxYear: Int
    "Last tax year the document applies to; left out while it still applies"
    untilTaxYear: Int
  }

  # ---------- Site search (data/search-suggestions/) ----------
  "A page /search suggests: before a visitor types, and when a search finds nothing."
  type SearchSuggestion implements Node @dontInfer {
    "Position in the list, 1 first"
    order: Int! @editor(label: "Place in the list")
    "The page's address, e.g. /services/accounting-services/payroll"
    to: String! @editor(label: "Page address")
    "Link text"
    label: String! @translatable
    "One sentence under the link saying what the page offers"
    description: String! @translatable @editor(widget: "text")
  }
`;
