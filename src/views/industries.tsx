import type { PageProps } from "gatsby";
import { FixedPage } from "../components/layout/fixed-page";
import { ContentSection } from "../sections/story/content-section";
import { ButtonLink } from "../components/ui/button-link";
import { pickSection, sectionsOf } from "../lib/page-sections";
import { CtaBanner } from "../sections/story/cta-banner";
import { ImageCards } from "../sections/story/image-cards";
import { MapSection } from "../sections/contact/map-section";
import { TestimonialSlider } from "../sections/story/testimonial-slider";
import { ValueCards } from "../sections/story/value-cards";

export default function IndustriesView({ data }: PageProps<Queries.IndustriesPageQuery>) {
  const copy = (key: string) => pickSection(sectionsOf(data.pageContent), key);
  const contact = copy("industries-contact");
  return (
    <FixedPage page={data.pageContent}>
      <ContentSection copy={copy("industries-cards")}>
        <ImageCards items={data.industries.nodes} />
      </ContentSection>
      <ContentSection copy={copy("industries-why")} tone="cream">
        <ValueCards items={data.whyChooseUs.nodes} />
      </ContentSection>
      <ContentSection copy={copy("industries-testimonials")}>
        <TestimonialSlider items={data.testimonials.nodes} long />
      </ContentSection>
      <CtaBanner
        id="industries-contact"
        heading={contact.heading}
        text={contact.body[0]}
        action={<ButtonLink to={contact.ctaLink ?? "/contact"}>{contact.ctaLabel}</ButtonLink>}
      />
      <MapSection />
    </FixedPage>
  );
}
