import type { PageProps } from "gatsby";
import { MapSection } from "../sections/contact/map-section";
import { FixedPage } from "../components/layout/fixed-page";
import { ContactDetails } from "../sections/contact/contact-details";
import { MeetTheTeam } from "../sections/contact/meet-the-team";
import { SpanishService } from "../sections/contact/spanish-service";
import { pickSection, sectionsOf } from "../lib/page-sections";

export default function ContactView({ data }: PageProps<Queries.ContactPageQuery>) {
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
