import React, { type ReactNode } from 'react';

/** Around a value's name while its sentence is translated: private-use characters no translation holds. */
const OPEN = '\uE000';
const CLOSE = '\uE001';
const PLACE = new RegExp(`${OPEN}(\\w+)${CLOSE}`);

/** What a sentence is translated with in place of the value `name`, for withIsolatedValues to find. */
export const standIn = (name: string): string => `${OPEN}${name}${CLOSE}`;

/**
 * A translated sentence whose values keep their own direction, each in a <bdi>: a zone's name, a
 * time or a phone number is neither split nor reordered by the other script's words around it
 * (Arabic's "New 00:00 York"). `sentence` was translated with standIn(name) for each value.
 */
export function withIsolatedValues(sentence: string, values: Record<string, ReactNode>): ReactNode {
  // split() with a group alternates: text, a value's name, text, …
  return sentence.split(PLACE).map((piece, index) => (index % 2 === 0 ? piece : <bdi key={index}>{piece in values ? values[piece] : piece}</bdi>));
}
