import type { PageProps } from "gatsby";
import { Layout } from "../components/layout/layout";
import { ContentSection } from "../sections/story/content-section";
import { ButtonLink } from "../components/ui/button-link";
import { imageOf } from "../lib/image";
import { pickSection, sectionsOf } from "../lib/page-sections";
import { CtaBanner } from "../sections/story/cta-banner";
import { FeatureSection } from "../sections/story/feature-section";
import { HomeBanner, type HomeBannerSlide } from "../sections/story/home-banner";
import { ImageCards } from "../sections/story/image-cards";
import { LogoCarousel } from "../sections/story/logo-carousel";
import { ReviewsWidget } from "../sections/story/reviews-widget";
import { ServiceCards } from "../sections/story/service-cards";
import { StatisticsGrid } from "../sections/story/statistics-section";
import { TeamGrid } from "../sections/story/team-grid";
import { TestimonialSlider } from "../sections/story/testimonial-slider";
import { ValueCards } from "../sections/story/value-cards";
import { useText } from "../hooks/use-text";
import { useLocale } from "../hooks/use-locale";
import { DEFAULT_LOCALE } from "../lib/locale";
import { SpanishService } from "../sections/contact/spanish-service";
import { LatestInsights } from "../sections/insights/latest-insights";

export default function HomeView({ data }: PageProps<Queries.HomePageQuery>) {
  const t = useText();
  const locale = useLocale();
  const page = data.pageContent;
  if (!page) throw new Error("data/pages/ has no record for /");
  const copy = (key: string) => pickSection(sectionsOf(data.pageContent), key);
  const about = pickSection(data.features.nodes, "home-about");
  const community = pickSection(data.features.nodes, "home-community");
  const consultation = copy("home-consultation");

  const slides: HomeBannerSlide[] = [
    {
      key: "home-slide-1",
      heading: page.banner.heading,
      text: page.banner.subheading,
      image: imageOf(page.banner.image),
      imageAlt: page.banner.imageAlt,
      ctaLabel: page.bannerCta?.label ?? t("common.contactUs"),
      ctaLink: page.bannerCta?.to ?? "/contact",
    },
    ...data.slides.nodes.map((slide) => ({
      key: slide.key,
      heading: slide.heading,
      text: slide.body[0] ?? null,
      image: imageOf(slide.image),
      imageAlt: slide.imageAlt ?? "",
      ctaLabel: slide.ctaLabel ?? t("common.contactUs"),
      ctaLink: slide.ctaLink ?? "/contact",
    })),
  ];

  return (
    <Layout>
      <HomeBanner slides={slides} />
      {/* The Spanish edition says at once that the firm serves clients in Spanish (data/site/en/firm.json). */}
      {locale !== DEFAULT_LOCALE ? <SpanishService /> : null}
      <ContentSection copy={copy("home-tools")}>
        <LogoCarousel items={data.tools.nodes} label={t("story.tools")} />
      </ContentSection>
      <ContentSection copy={copy("home-statistics")} tone="cream">
        <StatisticsGrid items={data.statistics.nodes} />
      </ContentSection>
      <ContentSection copy={copy("home-services")} showCta>
        <ServiceCards items={data.serviceCards.nodes} />
      </ContentSection>
      <FeatureSection copy={about} image={imageOf(about.image)} tone="cream" />
      <ContentSection copy={copy("home-sectors")} showCta>
        <ImageCards items={data.sectors.nodes} linkTo="/industries" compact />
      </ContentSection>
      <FeatureSection copy={community} image={imageOf(community.image)} reverse tone="cream" />
      <ContentSection copy={copy("home-team")} showCta>
        <TeamGrid members={data.team.nodes} brief />
      </ContentSection>
      <CtaBanner
        id="home-consultation"
        heading={consultation.heading}
        text={consultation.body[0]}
        action={<ButtonLink to={consultation.ctaLink ?? "/contact"}>{consultation.ctaLabel}</ButtonLink>}
      />
      <ReviewsWidget copy={copy("home-reviews")} />
      <ContentSection copy={copy("home-core-values")}>
        <ValueCards items={data.values.nodes} />
      </ContentSection>
      <ContentSection copy={copy("home-testimonials")} tone="cream">
        <TestimonialSlider items={data.testimonials.nodes} />
      </ContentSection>
      <LatestInsights />
    </Layout>
  );
}
