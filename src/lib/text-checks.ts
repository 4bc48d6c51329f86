/**
 * The two checks every form makes, blank and email address, in a module of their own: the tax-alert signup needs only
 * these, and a shared module travels whole in the browser bundle, so it would otherwise load all of
 * ./form-validation (the contact, application and file rules) on pages without those forms.
 */
const emailPattern = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isBlank(value: string): boolean {
  return value.trim() === "";
}

export function isValidEmail(value: string): boolean {
  return emailPattern.test(value.trim());
}
