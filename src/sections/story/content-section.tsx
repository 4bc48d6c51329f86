import type { ReactNode } from "react";
import { graphql } from "gatsby";
import { ButtonLink } from "../../components/ui/button-link";
import { Section, type SectionTone } from "../../components/ui/section";

interface ContentSectionProps {
  copy: Queries.PageSectionFieldsFragment;
  tone?: SectionTone;
  /** Anchor id of the section, e.g. "members". */
  id?: string;
  /** Show the record's call to action under the content. */
  showCta?: boolean;
  /** Centre the heading block. */
  centered?: boolean;
  children?: ReactNode;
}

/** A page section whose eyebrow, h2, paragraphs and call to action come from a record of data/page-sections/. */
export function ContentSection({
  copy,
  tone = "white",
  id,
  showCta = false,
  centered = true,
  children,
}: ContentSectionProps) {
  return (
    <Section
      id={id}
      headingId={`${copy.key}-heading`}
      heading={copy.heading}
      eyebrow={copy.eyebrow}
      lead={copy.body}
      tone={tone}
      centered={centered}
      cta={
        showCta && copy.ctaLabel && copy.ctaLink ? (
          <ButtonLink to={copy.ctaLink} variant={tone === "navy" ? "primary" : "secondary"}>
            {copy.ctaLabel}
          </ButtonLink>
        ) : undefined
      }
    >
      {children}
    </Section>
  );
}

export const pageSectionFields = graphql`
  fragment PageSectionFields on PageSection {
    key
    eyebrow
    heading
    body
    ctaLabel
    ctaLink
    quote
    quoteAuthor
    imageAlt
  }
`;

/** A page record with its own sections, for the pages that compose sections of copy. */
export const pageWithSectionsFields = graphql`
  fragment PageWithSectionsFields on PageContent {
    ...PageContentFields
    sections {
      ...PageSectionFields
    }
  }
`;
