/** An Insights article as a schema.org BlogPosting. */
import { absolute, context, type FirmForSchema, type Json } from "./page";

export interface ArticleForSchema {
  title: string;
  description: string;
  /** YYYY-MM-DD */
  published: string;
  /** YYYY-MM-DD */
  updated: string;
  /** Route of the article, e.g. /insights/form-1099-k */
  path: string;
  /** Root-relative or absolute share image (1200×630). */
  image: string;
  author: { name: string; position: string; path: string };
  topics: readonly string[];
  sources: readonly { title: string; url: string }[];
  /** The listing the article belongs to: /insights, or /es/insights for a Spanish article */
  blogPath: string;
  /** BCP 47 tag of the article's language, e.g. "es-US" */
  inLanguage: string;
}

/**
 * A BlogPosting (Google's Article rich result): headline, dates, author as a Person with a profile URL, the firm
 * as publisher with its logo, the share image, and the cited sources.
 */
export function blogPosting(article: ArticleForSchema, firm: Pick<FirmForSchema, "name">, siteUrl: string): Json {
  const url = absolute(siteUrl, article.path);
  return {
    "@context": context,
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
    url,
    headline: article.title,
    description: article.description,
    datePublished: article.published,
    dateModified: article.updated,
    image: [article.image.startsWith("http") ? article.image : absolute(siteUrl, article.image)],
    author: {
      "@type": "Person",
      name: article.author.name,
      jobTitle: article.author.position,
      url: absolute(siteUrl, article.author.path),
      worksFor: { "@id": `${absolute(siteUrl, "/")}#firm` },
    },
    publisher: {
      "@type": "Organization",
      "@id": `${absolute(siteUrl, "/")}#firm`,
      name: firm.name,
      url: absolute(siteUrl, "/"),
      logo: { "@type": "ImageObject", url: absolute(siteUrl, "/icons/icon-512x512.png"), width: 512, height: 512 },
    },
    isPartOf: {
      "@type": "Blog",
      "@id": `${absolute(siteUrl, article.blogPath)}#blog`,
      url: absolute(siteUrl, article.blogPath),
    },
    about: article.topics.map((name) => ({ "@type": "Thing", name })),
    citation: article.sources.map((source) => ({ "@type": "CreativeWork", name: source.title, url: source.url })),
    inLanguage: article.inLanguage,
  };
}
