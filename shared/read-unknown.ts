/**
 * Reading values whose type is not known (parsed JSON, a thrown value, a stored draft) without
 * telling the compiler what they are: each property is looked at before it is used.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value[name]` when `value` is an object (or a function: a class's `name`) that has it. */
export function propertyOf(value: unknown, name: string): unknown {
  return (typeof value === 'object' || typeof value === 'function') && value !== null && name in value ? Reflect.get(value, name) : undefined;
}
