import { Fragment, type ReactNode } from "react";
import { usePageDictionary } from "../../hooks/use-locale";
import { interfaceTextParts, type TextKey } from "../../lib/interface-text";

interface RichTextProps {
  /** Key of the interface dictionary (data/interface/<locale>.json), e.g. "contact.unavailable". */
  id: TextKey;
  /** Placeholder values; elements (links, emphasis) are rendered in place. */
  values: Record<string, ReactNode>;
}

/** A dictionary sentence with elements inside it, in the page's language: "Please call us at {phone} or email {email}." */
export function RichText({ id, values }: RichTextProps) {
  const dictionary = usePageDictionary();
  return (
    <>
      {interfaceTextParts(dictionary, id, values).map((part, index) => (
        <Fragment key={index}>{typeof part === "string" ? part : values[part.slot]}</Fragment>
      ))}
    </>
  );
}
