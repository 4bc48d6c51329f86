/** Characters of a long testimonial shown before "Read More". */
export const testimonialPreviewLength = 250;

export interface Truncated {
  /** The text to show while collapsed. */
  text: string;
  /** Whether anything was cut, i.e. whether a Read More control is needed. */
  truncated: boolean;
}

/** The first `limit` characters followed by an ellipsis; a text of `limit` or fewer characters is returned whole. */
export function truncateText(text: string, limit: number = testimonialPreviewLength): Truncated {
  const characters = Array.from(text);
  if (characters.length <= limit) return { text, truncated: false };
  return { text: `${characters.slice(0, limit).join("")}…`, truncated: true };
}
