import { consonantSkeleton, heardKey, phoneticKey } from './phonetic-key';
import { searchWords } from './search-text';

const key = (text: string) => searchWords(text).map(phoneticKey).join(' ');

describe('phoneticKey: one key for a word in either script', () => {
  it.each([
    ['Oud Noir', 'уд нуар'],
    ['Velvet Amber', 'вельвет амбер'],
    ['Vanilla', 'ваніль'],
    ['Vanilla', 'ваниль'],
    ['Fougère', 'фужер'],
    ['Ginger', 'джинджер'],
    ['Citrus', 'цитрус'],
    ['Cedar Wood', 'седар вуд'],
    ['Jasmine', 'жасмін'],
    ['Chypre', 'шипр'],
    ['Coffee Bean', 'кофі бін'],
    ['Tuberose', 'тубероза'],
    ['Night', 'найт'],
    ['Eau de parfum', 'о де парфум'],
    ['White Spice', 'вайт спайс'],
    ['Wild Sage', 'вайлд сейдж'],
    ['Blue Dew', 'блю дью'],
    ['Road Oak', 'роуд оук'],
    ['Bamboo Air Rain', 'бамбу ейр рейн'],
  ])('%s and %s', (latin, cyrillic) => {
    expect(key(latin)).toBe(key(cyrillic));
  });

  it('reads the national transliterations of Ukrainian and Russian back', () => {
    expect(key('Zhasmyn')).toBe(key('Жасмин'));
    expect(key('Troianda')).toBe(key('Троянда'));
    expect(key('Hrusha')).toBe(key('Груша'));
    expect(key('Khvoia')).toBe(key('Хвоя'));
    expect(key('Shchavel')).toBe(key('Щавель'));
  });

  it('one stem for a word’s endings', () => {
    expect(key('рожевий')).toBe(key('рожева'));
    expect(key('Rose')).toBe(key('Rosa'));
  });

  it('keeps short words whole', () => {
    expect(phoneticKey('tea')).toBe('ti');
    expect(phoneticKey('уд')).toBe('ud');
  });
});

describe('heardKey', () => {
  it('hears an English short u as a Ukrainian а (sun, сан; musk, маск)', () => {
    expect(heardKey('sun', phoneticKey('sun'))).toBe(key('сан'));
    expect(heardKey('musk', phoneticKey('musk'))).toBe(key('маск'));
  });

  it('is none for a Cyrillic word or a word without one', () => {
    expect(heardKey('мускус', phoneticKey('мускус'))).toBeNull();
    expect(heardKey('oud', phoneticKey('oud'))).toBeNull();
  });
});

describe('consonantSkeleton', () => {
  it('matches long words spelt with other vowels', () => {
    expect(consonantSkeleton(key('cashmere'))).toBe(consonantSkeleton(key('кешмір')));
  });

  it('is none for short words, whose consonants say too little', () => {
    expect(consonantSkeleton(phoneticKey('rose'))).toBeNull();
  });
});
