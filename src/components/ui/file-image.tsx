import { GatsbyImage } from "gatsby-plugin-image";
import { imageOf, type ImageFile } from "../../lib/image";

interface FileImageProps {
  /** A queried File node with its `childImageSharp { gatsbyImageData }`. */
  file: ImageFile | null | undefined;
  alt: string;
  className?: string;
}

/** A queried image file as a GatsbyImage; nothing when sharp could not read the file. */
export function FileImage({ file, alt, className }: FileImageProps) {
  const image = imageOf(file);
  return image ? <GatsbyImage image={image} alt={alt} className={className} /> : null;
}
