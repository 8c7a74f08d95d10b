/** Whether `value` is one of `options` (a list of literals), narrowing it to them: no cast of the list to string[]. */
export const isOneOf = <T>(options: readonly T[], value: unknown): value is T => options.some((option) => option === value);
