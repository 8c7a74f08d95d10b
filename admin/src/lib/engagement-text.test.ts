import { fc, test } from '@fast-check/jest';
import { ENGAGEMENT_STAGES } from '@efe/shared/contract/engagement';
import { aedText, moveText, rateText, STAGE_CHOICES, stageText } from './engagement-text';

describe('an engagement in words', () => {
  it('names every stage, in the order of the process', () => {
    expect(STAGE_CHOICES.map((choice) => choice.id)).toEqual([...ENGAGEMENT_STAGES]);
    for (const stage of ENGAGEMENT_STAGES) expect(stageText(stage)).not.toBe(stage);
  });

  it('writes the moves of the history', () => {
    expect(moveText({ from_stage: null, to_stage: 'consultation', note: null })).toBe('Opened at Consultation');
    expect(moveText({ from_stage: 'trial', to_stage: 'placed', note: 'The family is happy' })).toBe('Paid trial → Placed: The family is happy');
  });

  test.prop([fc.integer({ min: 0, max: 99_999_999_999 })])('writes any amount of fils as AED with two decimals, the digits kept', (fils) => {
    const text = aedText(fils);
    expect(text).toMatch(/^AED \d{1,3}(,\d{3})*\.\d{2}$/);
    expect(Number(text.slice(4).replace(/,/g, '').replace('.', ''))).toBe(fils);
  });

  test.prop([fc.integer({ min: 0, max: 100_000 }).chain((opened) => fc.tuple(fc.integer({ min: 0, max: opened }), fc.constant(opened)))])(
    'writes a conversion rate as one word, its percent sign kept to the number (a narrow column breaks "100 %" in two)',
    ([placed, opened]) => {
      const text = rateText(placed, opened);
      if (opened === 0) return expect(text).toBe('—');
      expect(text).toMatch(/^\d{1,3}%$/);
      expect(Number(text.slice(0, -1))).toBe(Math.round((placed / opened) * 100));
    },
  );
});
