import { hexSchema } from './hex-schema';

describe('hexSchema', () => {
  const pattern = new RegExp(hexSchema.pattern as string);
  it.each(['0101', '1512', '0000'])('accepts the four-digit label %s', (label) => {
    expect(pattern.test(label)).toBe(true);
  });
  it.each(['101', '01011', 'a101', ''])('refuses %p', (label) => {
    expect(pattern.test(label)).toBe(false);
  });
});
