/** A record with one value per key, made from the list of its keys. */
export function recordOf<Key extends string, Value>(keys: readonly Key[], valueOf: (key: Key) => Value): Record<Key, Value> {
  // eslint-disable-next-line @typescript-eslint/consistent-type-assertions -- Object.fromEntries types its keys as string; each of `keys` is set here.
  return Object.fromEntries(keys.map((key) => [key, valueOf(key)])) as Record<Key, Value>;
}
