import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPageHead } from "../components/layout/fixed-page-head";
import { faqPage } from "../lib/structured-data/faq-page";
import { deferredView } from "../hydration/deferred-view";

export default deferredView<PageProps<Queries.ResourcesPageQuery>>(
  () => import(/* webpackChunkName: "view---src-pages-resources-tsx" */ "../views/resources"),
);

export function Head({ data }: HeadProps<Queries.ResourcesPageQuery>) {
  return <FixedPageHead page={data.pageContent} structuredData={[faqPage(data.allFaqItem.nodes)]} />;
}

export const query = graphql`
  query ResourcesPage($locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/resources" }) {
      ...PageWithSectionsFields
    }
    allTaxDeadlineRule(sort: { order: ASC }) {
      nodes {
        ...TaxDeadlineRuleFields
      }
    }
    allTaxPostponement(sort: { firstOriginalDate: ASC }) {
      nodes {
        ...TaxPostponementFields
      }
    }
    site {
      buildTime(formatString: "YYYY-MM-DD")
      siteMetadata {
        siteUrl
      }
    }
    appointment: checklist(group: { eq: "appointment" }) {
      ...AppointmentChecklistFields
    }
    organizer: checklist(group: { eq: "organizer" }) {
      title
      description
      pdfPath
    }
    otherResources: allChecklist(filter: { group: { eq: "other-resources" } }, sort: { order: ASC }) {
      nodes {
        title
      }
    }
    clients: allCarouselItem(filter: { group: { eq: clients } }, sort: { order: ASC }) {
      nodes {
        ...LogoItemFields
      }
    }
    allNewEmployeeForm(sort: { order: ASC }) {
      nodes {
        ...NewEmployeeFormCardFields
      }
    }
    allFaqItem(sort: [{ column: ASC }, { order: ASC }]) {
      nodes {
        ...FaqFields
      }
    }
  }
`;
