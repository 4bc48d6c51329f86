import { graphql, type HeadProps, type PageProps } from "gatsby";
import { MapSection } from "../sections/contact/map-section";
import { FixedPage, FixedPageHead } from "../components/layout/fixed-page";
import { ContactDetails } from "../sections/contact/contact-details";
import { MeetTheTeam } from "../sections/contact/meet-the-team";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  return (
    <FixedPage page={data.pageContent}>
      <ContactDetails />
      <MapSection heading="Visit our Naperville office" />
      <MeetTheTeam />
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
  }
`;
