/**
 * The phone menu as the inline script in <head> finds it: the header's one <dialog> (PhoneMenu).
 * A selector of what the HTML already has, so the menu carries no attribute of its own for it.
 */
export const PHONE_MENU = 'header dialog';
