import { Fragment, type ReactNode } from "react";
import { interfaceTextParts, type TextKey } from "../../lib/interface-text";

interface RichTextProps {
  /** Key in data/interface/en.json, e.g. "contact.unavailable". */
  id: TextKey;
  /** Placeholder values; elements (links, emphasis) are rendered in place. */
  values: Record<string, ReactNode>;
}

/** A dictionary sentence with elements inside it: "Please call us at {phone} or email {email}." */
export function RichText({ id, values }: RichTextProps) {
  return (
    <>
      {interfaceTextParts(id, values).map((part, index) => (
        <Fragment key={index}>{typeof part === "string" ? part : values[part.slot]}</Fragment>
      ))}
    </>
  );
}
