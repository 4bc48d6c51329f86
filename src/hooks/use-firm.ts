import { graphql, useStaticQuery } from "gatsby";

/** The firm's identity from data/firm.json: the one place name, phone and address come from. */
export function useFirm(): Queries.FirmIdentityFragment {
  const data = useStaticQuery<Queries.UseFirmQuery>(graphql`
    query UseFirm {
      siteIdentity {
        ...FirmIdentity
      }
    }
  `);
  if (!data.siteIdentity) throw new Error("data/firm.json is missing");
  return data.siteIdentity;
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
  }
`;
