import { graphql, type PageProps } from "gatsby";
import { MapSection } from "../sections/contact/map-section";
import { FixedPage, PageRecordHead } from "../components/layout/fixed-page";
import { ContactDetails } from "../sections/contact/contact-details";
import { MeetTheTeam } from "../sections/contact/meet-the-team";
import { SpanishService } from "../sections/contact/spanish-service";
import { pickSection, sectionsOf } from "../lib/page-sections";

export default function ContactPage({ data }: PageProps<Queries.ContactPageQuery>) {
  const section = (key: string) => pickSection(sectionsOf(data.pageContent), key);
  return (
    <FixedPage page={data.pageContent}>
      <ContactDetails heading={section("contact-details").heading} />
      <SpanishService />
      <MapSection heading={section("contact-map").heading} />
      <MeetTheTeam copy={section("contact-team")} />
    </FixedPage>
  );
}

export const Head = PageRecordHead;

export const query = graphql`
  query ContactPage($locale: String!) {
    edition(locale: $locale)
    pageContent(slug: { eq: "/contact" }) {
      ...PageWithSectionsFields
    }
  }
`;
