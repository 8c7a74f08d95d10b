import { CONTACT } from '@efe/shared/constants';

/** wa.me wants the number as digits only. */
export function whatsappUrl(text?: string): string {
  const digits = CONTACT.whatsappE164.replace(/\D/g, '');
  return text ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : `https://wa.me/${digits}`;
}
