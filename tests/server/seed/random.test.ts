import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRandom, deriveSeed } from '../../../server/seed/random';

const draws = (seed: number, count: number) => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.next());
};

describe('createRandom', () => {
  it('repeats the same stream for the same seed and a different one for another seed', () => {
    expect(draws(42, 100)).toEqual(draws(42, 100));
    expect(draws(42, 100)).not.toEqual(draws(43, 100));
  });

  it('stays in range', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.integer({ min: -50, max: 50 }),
        fc.integer({ min: 0, max: 100 }),
        (seed, min, span) => {
          const random = createRandom(seed);
          for (let i = 0; i < 50; i++) {
            const unit = random.next();
            expect(unit).toBeGreaterThanOrEqual(0);
            expect(unit).toBeLessThan(1);
            const value = random.int(min, min + span);
            expect(Number.isInteger(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(min);
            expect(value).toBeLessThanOrEqual(min + span);
          }
        },
      ),
    );
  });

  it('reaches both ends of an integer range', () => {
    const random = createRandom(7);
    const seen = new Set(Array.from({ length: 500 }, () => random.int(1, 6)));
    expect([...seen].sort()).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('draws normal deviates with mean 0 and variance 1', () => {
    const random = createRandom(2024);
    const values = Array.from({ length: 20_000 }, () => random.normal());
    const mean = values.reduce((a, b) => a + b, 0) / values.length;
    const variance = values.reduce((a, b) => a + (b - mean) ** 2, 0) / values.length;
    expect(Math.abs(mean)).toBeLessThan(0.03);
    expect(Math.abs(variance - 1)).toBeLessThan(0.05);
  });

  it('samples distinct items and weights picks', () => {
    const random = createRandom(99);
    const items = ['a', 'b', 'c', 'd', 'e'];
    const sample = random.sample(items, 3);
    expect(new Set(sample).size).toBe(3);
    expect(random.sample(items, 10)).toHaveLength(5);
    const counts = { heavy: 0, light: 0 };
    for (let i = 0; i < 4000; i++) {
      counts[
        random.weighted([
          ['heavy', 3],
          ['light', 1],
        ] as const)
      ]++;
    }
    expect(counts.heavy / counts.light).toBeGreaterThan(2.5);
    expect(counts.heavy / counts.light).toBeLessThan(3.5);
    expect(() => random.pick([])).toThrow(RangeError);
  });
});

describe('deriveSeed', () => {
  it('is stable and separates neighbouring inputs', () => {
    expect(deriveSeed('scheme', 1)).toBe(deriveSeed('scheme', 1));
    expect(deriveSeed('scheme', 1)).not.toBe(deriveSeed('scheme', 2));
    expect(deriveSeed('ab', 'c')).not.toBe(deriveSeed('a', 'bc'));
    expect(Number.isInteger(deriveSeed('x'))).toBe(true);
    expect(deriveSeed('x')).toBeGreaterThanOrEqual(0);
  });
});
