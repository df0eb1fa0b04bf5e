/** A typed Indian mobile as the shop shows it back: "+91 98765 43210" (its last 10 digits, however it was typed). */
export function displayPhone(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(-10);
  return `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`;
}
