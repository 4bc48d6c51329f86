import { graphql, type HeadProps, type PageProps } from "gatsby";
import { FixedPage, FixedPageHead } from "../components/fixed-page";
import { ButtonLink } from "../components/ui/button-link";
import { TaxCalendarSection } from "../sections/tax-calendar/tax-calendar-section";

export default function ResourcesPage({ data }: PageProps<Queries.ResourcesPageQuery>) {
  return (
    <FixedPage page={data.pageContent} bannerActions={<ButtonLink to="/contact">Talk to Your CPA</ButtonLink>}>
      <TaxCalendarSection rules={data.allTaxDeadlineRule.nodes} buildDate={data.site?.buildTime ?? ""} />
    </FixedPage>
  );
}

export function Head({ data }: HeadProps<Queries.ResourcesPageQuery>) {
  return <FixedPageHead page={data.pageContent} />;
}

export const query = graphql`
  query ResourcesPage {
    pageContent(slug: { eq: "/resources" }) {
      ...PageContentFields
    }
    allTaxDeadlineRule(sort: { order: ASC }) {
      nodes {
        ...TaxDeadlineRuleFields
      }
    }
    site {
      buildTime(formatString: "YYYY-MM-DD")
    }
  }
`;
