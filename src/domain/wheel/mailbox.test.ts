import { mailboxOf } from './mailbox';

describe('mailboxOf (one prize per mailbox)', () => {
  it('lower-cases and drops a +tag, which the same box receives', () => {
    expect(mailboxOf('Olena.K+wheel7@Example.com')).toBe('olena.k@example.com');
    expect(mailboxOf('olena.k@example.com')).toBe('olena.k@example.com');
  });

  it('keeps dots, which most providers tell apart', () => {
    expect(mailboxOf('o.lena@ukr.net')).not.toBe(mailboxOf('olena@ukr.net'));
  });

  it('drops dots only at Gmail, which ignores them, and treats googlemail.com as gmail.com', () => {
    expect(mailboxOf('O.Lena.K+1@googlemail.com')).toBe('olenak@gmail.com');
  });

  it('leaves an address that is all tag as it is', () => {
    expect(mailboxOf('+@example.com')).toBe('+@example.com');
  });
});
