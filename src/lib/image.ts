import { getImage, type IGatsbyImageData } from "gatsby-plugin-image";

export interface ImageFile {
  readonly childImageSharp: { readonly gatsbyImageData: IGatsbyImageData } | null;
}

/** The GatsbyImage data of a queried File node (undefined when the file is not an image sharp could read). */
export function imageOf(file: ImageFile | null | undefined): IGatsbyImageData | undefined {
  return getImage(file?.childImageSharp?.gatsbyImageData ?? null);
}
