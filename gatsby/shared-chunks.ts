/**
 * Gatsby names each chunk of the modules that lazily loaded chunks share after the names of those
 * chunks, and a chunk loaded by an unnamed `import()` has none: every pair of such chunks got the
 * one name "nullnull" (hashed), so webpack put all that any pair shared into one chunk. The booking
 * page's calendar, shared with the manage-booking page, brought the forms' Formik and Yup with it:
 * 35 KiB more JavaScript in its first view and a 130 ms task on a phone. Without a name, webpack
 * keeps one shared chunk per set of chunks that share it, named by a short id.
 */
import { isRecord, propertyOf } from '@efe/shared/read-unknown';

export function separateSharedChunks(optimization: unknown): void {
  const shared = propertyOf(propertyOf(propertyOf(optimization, 'splitChunks'), 'cacheGroups'), 'shared');
  // A Gatsby upgrade that renames or drops the group should be noticed, not silently ignored.
  if (!isRecord(shared) || typeof shared.name !== 'function') throw new Error('Gatsby\'s "shared" chunk group not found in the webpack config of build-javascript');
  shared.name = false;
}
