/**
 * A typed Indian mobile as the shop shows it back: "+91 98765 43210" (its last 10 digits, however it was typed), with
 * non-breaking spaces so a narrow screen never splits the number across lines.
 */
export function displayPhone(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(-10);
  return `+91\u00a0${digits.slice(0, 5)}\u00a0${digits.slice(5)}`;
}
