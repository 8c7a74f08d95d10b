import { createRandom, hashString } from './random';

describe('createRandom', () => {
  it('gives the same sequence for the same key and a different one for another key', () => {
    const sequence = (key: string): number[] => {
      const random = createRandom(key);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(sequence('candidate-maria-santos.jpg')).toEqual(sequence('candidate-maria-santos.jpg'));
    expect(sequence('candidate-maria-santos.jpg')).not.toEqual(sequence('candidate-priya-raman.jpg'));
  });

  it('keeps int() within its bounds', () => {
    const random = createRandom('bounds');
    for (let i = 0; i < 200; i += 1) {
      const value = random.int(2, 4);
      expect(value).toBeGreaterThanOrEqual(2);
      expect(value).toBeLessThanOrEqual(4);
    }
  });

  it('hashes strings stably (FNV-1a)', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
  });
});
