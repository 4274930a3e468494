import { emailSchema } from '@pageshelf/contracts/common';

/** One address typed into the invite field. */
export interface EmailChip {
  /** As typed (lower-cased and trimmed when valid). */
  email: string;
  valid: boolean;
}

/** Splits what was typed or pasted into addresses: commas, semicolons, spaces and new lines separate. */
export function splitAddresses(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** Adds addresses to the chips, each once, checked with the contract's email rule. */
export function addChips(chips: readonly EmailChip[], addresses: readonly string[]): EmailChip[] {
  const next = [...chips];
  for (const address of addresses) {
    const parsed = emailSchema.safeParse(address);
    const email = parsed.success ? parsed.data : address;
    if (next.some((chip) => chip.email === email)) continue;
    next.push({ email, valid: parsed.success });
  }
  return next;
}
