import { act, render, screen } from "@testing-library/react";
import { useFormValues } from "../../../src/hooks/use-form-values";

function TwoFields() {
  const [values, setValues] = useFormValues({ name: "", email: "" });
  return (
    <form>
      {(["name", "email"] as const).map((field) => (
        <label key={field}>
          {field}
          <input
            name={field}
            value={values[field]}
            onChange={(event) => setValues((current) => ({ ...current, [field]: event.target.value }))}
          />
        </label>
      ))}
    </form>
  );
}

/** Sets a field's text the way the browser's autofill does: its value, then its own input event. */
function fill(field: HTMLInputElement, text: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(field, text);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}

describe("useFormValues", () => {
  it("keeps every field when several change in one go, as autofill or text typed before hydration does", () => {
    render(<TwoFields />);
    act(() => {
      fill(screen.getByRole("textbox", { name: "name" }) as HTMLInputElement, "Dana Whitfield");
      fill(screen.getByRole("textbox", { name: "email" }) as HTMLInputElement, "dana@example.com");
    });
    expect(screen.getByRole("textbox", { name: "name" })).toHaveValue("Dana Whitfield");
    expect(screen.getByRole("textbox", { name: "email" })).toHaveValue("dana@example.com");
  });
});
