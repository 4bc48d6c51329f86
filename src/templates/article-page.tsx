import type { ReactNode } from "react";
import { graphql, type HeadProps, type PageProps } from "gatsby";
import { Seo } from "../components/seo";
import { useFirm } from "../hooks/use-firm";
import { teamMemberPath } from "../lib/anchors";
import { useLocale } from "../hooks/use-locale";
import { articlePath, articleShareImagePath, insightsPath } from "../lib/insights";
import { localeTag, localizedPath } from "../lib/locale";
import { blogPosting } from "../lib/structured-data/blog-posting";
import { deferredView } from "../hydration/deferred-view";
import type { ArticleContext } from "../views/article-page";

type Data = Queries.ArticlePageQuery;

/** An Insights article (data/insights/<slug>.mdx); gatsby-plugin-mdx passes the compiled content as children. */
const ArticlePage = deferredView<PageProps<Data, ArticleContext> & { children: ReactNode }>(
  () => import(/* webpackChunkName: "view---src-templates-article-page-tsx" */ "../views/article-page"),
);

// gatsby-plugin-mdx wraps the default export by its name, so it must have one.
export default ArticlePage;

export function Head({ data }: HeadProps<Data, ArticleContext>) {
  const firm = useFirm();
  const locale = useLocale();
  const article = data.mdx;
  const siteUrl = data.site?.siteMetadata?.siteUrl;
  if (!article || !siteUrl) return null;
  const { frontmatter } = article;
  const path = localizedPath(articlePath(article.slug), locale);
  const image = localizedPath(articleShareImagePath(article.slug), locale);
  const posting = blogPosting(
    {
      title: frontmatter.title,
      description: frontmatter.description,
      published: frontmatter.publishedIso,
      updated: frontmatter.updatedIso,
      path,
      image,
      author: {
        name: frontmatter.author.name,
        position: frontmatter.author.position,
        path: teamMemberPath(frontmatter.author.key),
      },
      topics: frontmatter.topics.map((topic) => topic.navLabel),
      sources: frontmatter.sources,
      blogPath: localizedPath(insightsPath, locale),
      inLanguage: localeTag(locale),
    },
    firm,
    siteUrl,
  );
  return (
    <Seo
      title={frontmatter.title}
      description={frontmatter.description}
      pathname={path}
      image={image}
      imageAlt={frontmatter.title}
      ogType="article"
      structuredData={[posting]}
    >
      <meta property="article:published_time" content={frontmatter.publishedIso} />
      <meta property="article:modified_time" content={frontmatter.updatedIso} />
      <meta property="article:author" content={frontmatter.author.name} />
    </Seo>
  );
}

export const query = graphql`
  query ArticlePage($id: String!, $relatedIds: [String!]!, $locale: String!) {
    edition(locale: $locale)
    site {
      siteMetadata {
        siteUrl
      }
    }
    mdx(id: { eq: $id }) {
      slug
      readingMinutes
      tableOfContents(maxDepth: 2)
      frontmatter {
        title
        description
        published(formatString: "MMMM D, YYYY")
        publishedIso: published(formatString: "YYYY-MM-DD")
        updated(formatString: "MMMM D, YYYY")
        updatedIso: updated(formatString: "YYYY-MM-DD")
        author {
          key
          name
          position
          image {
            childImageSharp {
              gatsbyImageData(width: 56, height: 56, formats: [AUTO, WEBP], quality: 75)
            }
          }
        }
        topics {
          category {
            path
          }
          slug
          navLabel
          cardDescription
        }
        heroAlt
        hero {
          childImageSharp {
            gatsbyImageData(
              width: 1120
              aspectRatio: 2
              formats: [AUTO, WEBP]
              quality: 70
              breakpoints: [375, 750, 1120]
            )
          }
        }
        sources {
          title
          url
        }
      }
    }
    related: allMdx(filter: { id: { in: $relatedIds } }) {
      nodes {
        ...ArticleCardFields
      }
    }
  }
`;
