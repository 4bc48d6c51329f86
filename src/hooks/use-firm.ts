import { graphql, useStaticQuery } from "gatsby";
import { useLocale } from "./use-locale";

/**
 * The firm's identity from data/site/en/firm.json: the one place name, phone and address come from. In the page's edition:
 * the root selection aliased `es` resolves its @translatable fields in Spanish (gatsby/translatable.ts).
 */
export function useFirm(): Queries.FirmIdentityFragment {
  const locale = useLocale();
  const data = useStaticQuery<Queries.UseFirmQuery>(graphql`
    query UseFirm {
      siteIdentity {
        ...FirmIdentity
      }
      es: siteIdentity {
        ...FirmIdentity
      }
    }
  `);
  const firm = locale === "es" ? data.es : data.siteIdentity;
  if (!firm) throw new Error("data/site/en/firm.json is missing");
  return firm;
}

export const firmIdentityFragment = graphql`
  fragment FirmIdentity on SiteIdentity {
    name
    legalName
    shortName
    tagline
    description
    phoneDisplay
    phoneTel
    email
    careersEmail
    address {
      street
      city
      region
      postalCode
      country
      county
    }
    serviceArea
    geo {
      latitude
      longitude
    }
    hours {
      days
      opens
      closes
      dayCodes
    }
    clientPortalUrl
    socialProfiles {
      network
      url
    }
    mapEmbedUrl
    mapTitle
    foundingYear
    founder
    reviewsUrl
    spanishService {
      team {
        key
        name
        position
      }
      heading
      text
    }
  }
`;
