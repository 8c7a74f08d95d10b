/** A consultation as the staff read it: its time in Dubai, its state and how it is held, in words. */
import { OFFICE_TIME_ZONE } from '@efe/shared/office-clock';
import { timeRangeIn } from '@efe/shared/slot-time';

export interface DiaryEntry {
  starts_at: string;
  ends_at: string;
  status: string;
  meeting: string;
}

/** "Monday 30 November, 09:00–09:30" in Dubai time. */
export const diaryTime = (entry: Pick<DiaryEntry, 'starts_at' | 'ends_at'>): string => timeRangeIn({ start: entry.starts_at, end: entry.ends_at }, 'en', OFFICE_TIME_ZONE);

const STATUS: Record<string, string> = { booked: 'Booked', cancelled: 'Cancelled', held: 'Held', missed: 'Missed' };
const MEETING: Record<string, string> = { phone: 'Phone call', video: 'Video call', office: 'At the office' };

export const statusText = (status: string): string => STATUS[status] ?? status;
export const meetingText = (meeting: string): string => MEETING[meeting] ?? meeting;

/** Whether staff may mark it held or missed: booked (or marked already) and its time has come. */
export const mayMarkOutcome = (entry: Pick<DiaryEntry, 'starts_at' | 'status'>, now: Date = new Date()): boolean =>
  entry.status !== 'cancelled' && Date.parse(entry.starts_at) <= now.getTime();

export const PERIOD_CHOICES = [
  { id: 'today', name: 'Today' },
  { id: 'week', name: 'This week' },
];
export const WHEN_CHOICES = [
  { id: 'upcoming', name: 'Upcoming' },
  { id: 'past', name: 'Past and cancelled' },
];
export const STATUS_CHOICES = Object.entries(STATUS).map(([id, name]) => ({ id, name }));
