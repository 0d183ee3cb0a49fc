import { z } from 'zod';
import { newsletterRequestSchema } from '@/domain/newsletter/newsletter-schema';
import { EMAIL_PATTERN, subscribeEmailError } from './subscribe-schema';

it("the form's pattern is zod's e-mail pattern (the route's rule)", () => {
  expect(EMAIL_PATTERN.source).toBe(z.regexes.email.source);
});

const routeAccepts = (email: string) => newsletterRequestSchema.safeParse({ locale: 'uk', email }).success;

it('the footer form refuses exactly the addresses the route would refuse', () => {
  const addresses = [
    'anna@example.com',
    ' anna@example.com ',
    'anna.maria+news@mail.example.ua',
    'anna@example',
    'anna@@example.com',
    'anna example@example.com',
    '.anna@example.com',
    'anna..maria@example.com',
    '<b>@example.com',
    'анна@приклад.укр',
  ];
  for (const email of addresses) {
    expect([email, subscribeEmailError(email) === null]).toEqual([email, routeAccepts(email)]);
  }
});

it('an empty address asks for it; a malformed one asks for a correct one', () => {
  expect(subscribeEmailError('   ')).toBe('input.error.all');
  expect(subscribeEmailError('anna@')).toBe('input.email.error.correct');
});
