import { graphql, type HeadProps, type PageProps } from "gatsby";
import { MapSection } from "../sections/contact/map-section";
import { FixedPage, FixedPageHead } from "../components/layout/fixed-page";
import { ContactDetails } from "../sections/contact/contact-details";
import { MeetTheTeam } from "../sections/contact/meet-the-team";
import { pickSection } from "../lib/page-sections";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const section = (key: string) => pickSection(data.sections.nodes, key);
  return (
    <FixedPage page={data.pageContent}>
      <ContactDetails heading={section("contact-details").heading} />
      <MapSection heading={section("contact-map").heading} />
      <MeetTheTeam copy={section("contact-team")} />
    </FixedPage>
  );
}

export function Head({ data }: HeadProps<Queries.ContactPageQuery>) {
  return <FixedPageHead page={data.pageContent} />;
}

export const query = graphql`
  query ContactPage {
    pageContent(slug: { eq: "/contact" }) {
      ...PageContentFields
    }
    sections: allPageSection(filter: { page: { eq: "/contact" } }) {
      nodes {
        ...PageSectionFields
      }
    }
  }
`;
