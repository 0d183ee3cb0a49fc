import { plainLine, plainLines } from './plain-text';

describe('plainLine', () => {
  it('keeps what a shopper types and drops markup, controls and direction changes', () => {
    expect(plainLine("  Олена  О'Коннор ")).toBe("Олена О'Коннор");
    expect(plainLine('Tom & Jerry')).toBe('Tom & Jerry');
    expect(plainLine('<img src=x onerror=alert(1)>Київ')).toBe('Київ');
    expect(plainLine('Відділення №1<script>alert(1)</script>')).toBe('Відділення №1');
    expect(plainLine('a<STYLE>b{}</style>c<b>d</b>')).toBe('a c d');
    expect(plainLine('"><svg onload=alert(1)')).toBe('"');
    expect(plainLine('a\u0000b\r\nc\u202ed')).toBe('a b c d');
  });
});

describe('plainLines', () => {
  it('keeps the lines of a message, without markup or a wall of empty lines', () => {
    expect(plainLines('Привіт!\r\n\r\n\r\n\r\nЗ днем народження <b>мамо</b>')).toBe(
      'Привіт!\n\nЗ днем народження мамо',
    );
    expect(plainLines('<img src=x onerror=alert(1)>\n  line\u202e two  ')).toBe('line two');
  });
});
