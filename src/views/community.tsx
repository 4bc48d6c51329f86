import type { PageProps } from "gatsby";
import { FixedPage } from "../components/layout/fixed-page";
import { ContentSection } from "../sections/story/content-section";
import { pickSection, sectionsOf } from "../lib/page-sections";
import { AwardsCarousel } from "../sections/story/awards-carousel";
import { CampaignTabs } from "../sections/story/campaign-tabs";
import { Gallery, PartnerList } from "../sections/story/community-media";
import { FounderQuote } from "../sections/story/founder-quote";
import { LogoCarousel } from "../sections/story/logo-carousel";
import { StatisticsGrid } from "../sections/story/statistics-section";
import { useText } from "../hooks/use-text";

export default function CommunityView({ data }: PageProps<Queries.CommunityPageQuery>) {
  const t = useText();
  const copy = (key: string) => pickSection(sectionsOf(data.pageContent), key);
  return (
    <FixedPage page={data.pageContent}>
      <FounderQuote copy={copy("community-founder")} />
      <ContentSection copy={copy("community-partners")}>
        <PartnerList items={data.partners.nodes} />
      </ContentSection>
      <ContentSection copy={copy("community-campaigns")} tone="sky">
        <CampaignTabs causes={data.causes.nodes} />
      </ContentSection>
      <ContentSection copy={copy("community-counters")} tone="navy">
        <StatisticsGrid items={data.counters.nodes} tone="dark" />
      </ContentSection>
      <ContentSection copy={copy("community-awards")} tone="cream">
        <AwardsCarousel items={data.awards.nodes} />
      </ContentSection>
      <ContentSection copy={copy("community-gallery")}>
        <Gallery items={data.gallery.nodes} />
      </ContentSection>
      <ContentSection copy={copy("community-logos")} tone="cream">
        <LogoCarousel items={data.partners.nodes} label={t("story.partners")} linked />
      </ContentSection>
    </FixedPage>
  );
}
