/**
 * Which GraphQL type the records of each collection of data/ become (data/<collection>/en/<file>.json, one record
 * per file; gatsby/data-layout.ts). A new collection needs a line here and a type in gatsby/schema.ts.
 */
export const contentTypeNames: Record<string, string> = {
  firm: "SiteIdentity",
  navigation: "Navigation",
  pages: "PageContent",
  "page-sections": "PageSection",
  "service-categories": "ServiceCategory",
  services: "ServicePage",
  careers: "Career",
  "careers-page": "CareersPageContent",
  industries: "Industry",
  team: "TeamMember",
  "service-cards": "ServiceCard",
  values: "ValueCard",
  causes: "Cause",
  testimonials: "Testimonial",
  timeline: "TimelineItem",
  "carousel-items": "CarouselItem",
  sectors: "Sector",
  faqs: "FaqItem",
  checklists: "Checklist",
  "new-employee-forms": "NewEmployeeForm",
  statistics: "Statistic",
  "tax-deadline-rules": "TaxDeadlineRule",
  "tax-deadline-rules-illinois": "TaxDeadlineRule",
  "tax-postponements": "TaxPostponement",
  "legal-documents": "LegalDocument",
  "search-suggestions": "SearchSuggestion",
  "client-tools": "ClientTool",
};
