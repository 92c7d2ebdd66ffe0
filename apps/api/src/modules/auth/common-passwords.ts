/** Passwords from public breach lists (about 49,000, MIT-licensed list); refused at sign-up and change. */
import { dictionary } from '@zxcvbn-ts/language-common';

const common = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));

export function isCommonPassword(password: string, email: string): boolean {
  const lower = password.toLowerCase();
  const mailbox = email.split('@')[0]?.toLowerCase() ?? '';
  return common.has(lower) || (mailbox.length >= 4 && lower.includes(mailbox));
}
