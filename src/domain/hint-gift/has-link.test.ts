import { hasLink } from './has-link';

describe('a hint carries no link of its own', () => {
  it.each([
    'Look at https://evil.example/win',
    'HTTP://EVIL.EXAMPLE',
    'hxxps://evil.example',
    'go to //evil.example',
    'www.evil.example',
    'WWW2.evil.example',
    'bit.ly/3abc',
    'open evil.com now',
    'evil.com.',
    'сайт приз.укр',
    'xn--80ak6aa92e.com',
    'evil[.]com',
    'evil (dot) com',
    'evil dot com',
    'evil крапка com',
    'evil．com',
    'evil。com',
    'write me: winner@evil.example',
    'winner (at) evil (dot) example',
    'winner[at]evil.example',
    'winner＠evil.example',
  ])('%s is a link', (text) => {
    expect(hasLink(text)).toBe(true);
  });

  it.each([
    'На день народження! Дуже хочу цей аромат 🙂',
    'Happy birthday, Anna. Love you!',
    'Мама, 8.03 вже скоро... 100 % хочу',
    'С Новым годом! Жду с нетерпением :)',
    'Price: 1.500 UAH? A gift at 7 pm',
  ])('%s is not', (text) => {
    expect(hasLink(text)).toBe(false);
  });
});
