/** 18-digit resident identity card number: 17 digits and a check character (GB 11643). */
const ID_CARD_PATTERN = /^\d{17}[\dX]$/;
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

export const ID_CARD_MSG = '身份证号码格式不正确';

/** Whether an identity card number is well formed and its check character is right. */
export function isValidIdCard(value: string): boolean {
  const id = value.trim().toUpperCase();
  if (!ID_CARD_PATTERN.test(id)) return false;
  const month = Number(id.slice(10, 12));
  const day = Number(id.slice(12, 14));
  if (month < 1 || month > 12 || day < 1 || day > 31) return false;
  return checkCharacterOf(id.slice(0, 17)) === id[17];
}

/** The check character (GB 11643) of the first 17 digits of a number. */
export function checkCharacterOf(digits: string): string {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return CHECK_CHARACTERS[sum % 11];
}

/** The number as shown to anyone but the office: the first 6 and last 4 characters. */
export function maskIdCard(value: string | null): string | null {
  if (!value) return value;
  return value.length <= 10 ? '*'.repeat(value.length) : `${value.slice(0, 6)}${'*'.repeat(value.length - 10)}${value.slice(-4)}`;
}
