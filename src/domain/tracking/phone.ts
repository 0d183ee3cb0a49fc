/**
 * A phone number as digits in one form, so the number a shopper types matches the one they gave
 * at checkout: Ukrainian numbers are written +380 67…, 380…, 80…, 067… or 67…, all of which become
 * 38067…; `00` before a country code is dropped. Other numbers keep their digits as typed.
 */
export function phoneDigits(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (digits.startsWith('00')) digits = digits.slice(2);
  if (digits.length === 12 && digits.startsWith('380')) return digits;
  if (digits.length === 11 && digits.startsWith('80')) return `3${digits}`;
  if (digits.length === 10 && digits.startsWith('0')) return `38${digits}`;
  if (digits.length === 9) return `380${digits}`;
  return digits;
}
