/*
 * How shoppers write their own country's numbers, which the phone input's mask does not know. The
 * field holds the number after the dial code its country button shows, yet Ukrainians write the
 * trunk prefix 0 (067 123 45 67 is +380 67 123 45 67), paste the international form without its plus
 * (380 67…, 00380 67…), keep the 0 after it (+380 (0)67…) or use the old long-distance 8 0 (8 067…).
 */

interface NationalHabit {
  dialCode: string;
  /** The digit dialled before a national number inside the country, dropped after the dial code. */
  trunk: string;
  /** How many digits a national number has, so that more can only be an international form. */
  digits: number;
  /** Other prefixes of the whole number written inside the country (beyond the trunk). */
  longDistance: string[];
}

const HABITS: Record<string, NationalHabit> = {
  ua: { dialCode: '380', trunk: '0', digits: 9, longDistance: ['8'] },
};

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** "+380 067 …" → "+380 67 …": the trunk 0 kept after a dial code that drops it. */
function withoutTrunkAfterDialCode(value: string): string {
  const digits = digitsOf(value);
  for (const { dialCode, trunk } of Object.values(HABITS))
    if (digits.startsWith(dialCode + trunk))
      return `+${dialCode}${digits.slice(dialCode.length + trunk.length)}`;
  return value;
}

/**
 * The phone field's text as the phone input should read it, given the country chosen (lower-case
 * ISO2): a Ukrainian number in any of the forms above becomes the number after +380 (or, written
 * whole, "+380…", which the input reads as such). Anything else is left as typed.
 */
export function typedPhoneNumber(value: string, iso2: string): string {
  if (value.trimStart().startsWith('+')) return withoutTrunkAfterDialCode(value);
  const habit = HABITS[iso2];
  if (!habit) return value;
  const { dialCode, trunk, digits: nationalDigits, longDistance } = habit;
  const digits = digitsOf(value);
  // Longer than a national number: an international or long-distance form, whatever was typed first.
  if (digits.length > nationalDigits) {
    for (const prefix of [`00${dialCode}`, dialCode])
      if (digits.startsWith(prefix))
        return withoutTrunkAfterDialCode(`+${dialCode}${digits.slice(prefix.length)}`);
    for (const prefix of longDistance.map((p) => p + trunk))
      if (digits.startsWith(prefix)) return digits.slice(prefix.length);
  }
  // A national number never begins with the trunk digit, so a leading one is the trunk prefix.
  if (digits.startsWith(trunk)) return value.replace(new RegExp(`^(\\D*)${trunk}`), '$1');
  return value;
}
