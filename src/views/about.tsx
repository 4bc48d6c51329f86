import type { PageProps } from "gatsby";
import { Phone } from "lucide-react";
import { FixedPage } from "../components/layout/fixed-page";
import { ContentSection } from "../sections/story/content-section";
import { ButtonLink } from "../components/ui/button-link";
import { useFirm } from "../hooks/use-firm";
import { inGroup, pickSection, sectionsOf } from "../lib/page-sections";
import { CtaBanner } from "../sections/story/cta-banner";
import { FreeQuoteSection } from "../sections/contact/free-quote-section";
import { MapSection } from "../sections/contact/map-section";
import { StatisticsGrid } from "../sections/story/statistics-section";
import { TeamGrid } from "../sections/story/team-grid";
import { TestimonialSlider } from "../sections/story/testimonial-slider";
import { TimelineSlider } from "../sections/story/timeline-slider";
import { ValueCards } from "../sections/story/value-cards";

export default function AboutView({ data }: PageProps<Queries.AboutPageQuery>) {
  const firm = useFirm();
  const copy = (key: string) => pickSection(sectionsOf(data.pageContent), key);
  const call = copy("about-call");
  return (
    <FixedPage page={data.pageContent}>
      <ContentSection copy={copy("about-values")}>
        <ValueCards items={inGroup(data.values.nodes, "about_values")} />
      </ContentSection>
      <ContentSection copy={copy("about-timeline")} tone="sky">
        <TimelineSlider items={data.timeline.nodes} />
      </ContentSection>
      <ContentSection copy={copy("about-core-values")}>
        <ValueCards items={inGroup(data.values.nodes, "core_values")} />
      </ContentSection>
      <ContentSection copy={copy("about-statistics")} tone="navy">
        <StatisticsGrid items={data.statistics.nodes} tone="dark" />
      </ContentSection>
      <ContentSection copy={copy("about-team")} id="members" tone="cream">
        <TeamGrid members={data.team.nodes} />
      </ContentSection>
      <ContentSection copy={copy("about-testimonials")}>
        <TestimonialSlider items={data.testimonials.nodes} />
      </ContentSection>
      <CtaBanner
        id="about-call"
        heading={call.heading}
        text={call.body[0]}
        action={
          <ButtonLink to={`tel:${firm.phoneTel}`}>
            <Phone aria-hidden="true" size={20} />
            {call.ctaLabel}: {firm.phoneDisplay}
          </ButtonLink>
        }
      />
      <FreeQuoteSection />
      <MapSection />
    </FixedPage>
  );
}
