import { useFirm } from "../../hooks/use-firm";

/** The firm's postal address as lines for an `<address>`: legal name, street, then city, state and ZIP code. */
export function FirmAddressLines() {
  const firm = useFirm();
  return (
    <>
      {firm.legalName}
      <br />
      {firm.address.street}
      <br />
      {firm.address.city}, {firm.address.region} {firm.address.postalCode}
    </>
  );
}
