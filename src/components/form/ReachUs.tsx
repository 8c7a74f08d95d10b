import React from 'react';
import { CONTACT } from '@efe/shared/constants';
import { withIsolatedValues } from '../booking/isolated-values';

interface Props {
  /** The page's sentence, translated with standIn('phone') and standIn('email') where they go. */
  sentence: string;
  className?: string;
  testId?: string;
}

/** The consultancy's phone and e-mail in a sentence of the page's language, each keeping its own direction: for a private link that opens nothing. */
export function ReachUs({ sentence, className, testId }: Props) {
  return (
    <p className={className} data-testid={testId}>
      {withIsolatedValues(sentence, {
        phone: (
          <a href={`tel:${CONTACT.phoneE164}`} dir="ltr">
            {CONTACT.phoneDisplay}
          </a>
        ),
        email: <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>,
      })}
    </p>
  );
}
