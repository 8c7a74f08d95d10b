/**
 * What the booking page's calendar needs, loaded apart from the page's first JavaScript: FreeTimes
 * asks for it as it asks for the free times, and both come over the same round trips.
 */
export { SlotPicker } from './SlotPicker';
export { warmCalendarFormats } from './warm-calendar';
