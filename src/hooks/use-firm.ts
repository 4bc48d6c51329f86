import { graphql, useStaticQuery } from "gatsby";
import { editionOf } from "../lib/locale";
import { useLocale } from "./use-locale";

/**
 * The firm's identity from data/site/en/firm.json: the one place name, phone and address come from. In the page's
 * edition: each entry of `editions` resolves its @translatable fields in its language (gatsby/translatable.ts).
 */
export function useFirm(): Queries.FirmIdentityFragment {
  const locale = useLocale();
  const data = useStaticQuery<Queries.UseFirmQuery>(graphql`
    query UseFirm {
      editions {
        locale
        content {
          siteIdentity {
            ...FirmIdentity
          }
        }
      }
    }
  `);
  const firm = editionOf(data.editions, locale).content.siteIdentity;
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
    areaServed {
      kind
      place
    }
    geo {
      latitude
      longitude
    }
    hours {
      days
      opens
      closes
      dayCodes
      validFrom
      validThrough
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
