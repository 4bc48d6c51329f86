import { Phone } from "lucide-react";
import { useFirm } from "../../hooks/use-firm";
import { useText } from "../../hooks/use-text";

/** The firm's phone number as a call link behind a phone icon, announced "Call us at …" to screen-reader users. */
export function PhoneLink({ className, iconSize }: { className?: string; iconSize: number }) {
  const t = useText();
  const firm = useFirm();
  return (
    <a href={`tel:${firm.phoneTel}`} className={className}>
      <Phone aria-hidden="true" size={iconSize} />
      <span>
        <span className="visually-hidden">{t("common.callUsAt")}</span>
        {firm.phoneDisplay}
      </span>
    </a>
  );
}
