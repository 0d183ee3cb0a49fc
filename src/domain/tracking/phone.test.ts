import { phoneDigits } from './phone';

describe('phone digits for comparing', () => {
  it('gives every way of writing a Ukrainian number the same digits', () => {
    for (const typed of [
      '+380 67 123 45 67',
      '380671234567',
      '80671234567',
      '067 123-45-67',
      '(67) 123 45 67',
      '00380671234567',
    ]) {
      expect(phoneDigits(typed)).toBe('380671234567');
    }
  });

  it('keeps another country’s number as typed, digits only', () => {
    expect(phoneDigits('+48 601 234 567 8')).toBe('486012345678');
  });
});
