import fs from 'node:fs';
import path from 'node:path';
import { REVIEW_PHOTO_LIMITS } from '@/config/shop';
import { photoProblem } from './photo-rules';
import { photoTypeOf } from './photo-type';

const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(__dirname, 'fixtures', name)));
const checked = (name: string) => {
  const bytes = fixture(name);
  return { size: bytes.length, type: photoTypeOf(bytes) };
};

describe('a photo is judged by its content, never by its name', () => {
  it('a real png, jpeg and svg are recognised', () => {
    expect(photoTypeOf(fixture('bottle.png'))).toBe('png');
    expect(photoTypeOf(fixture('box.jpg'))).toBe('jpeg');
    expect(photoTypeOf(fixture('drawing.svg'))).toBe('svg');
    expect(photoTypeOf(fixture('scripted.svg'))).toBe('svg');
  });

  it('a text file named .png and an HTML page named .svg are not photos', () => {
    expect(photoTypeOf(fixture('notes.png'))).toBeNull();
    expect(photoTypeOf(fixture('page.svg'))).toBeNull();
    expect(photoProblem([checked('bottle.png'), checked('notes.png')])).toBe('badType');
  });

  it('an svg root after a BOM, comments and a doctype with an internal subset is found', () => {
    const text =
      '\uFEFF<?xml version="1.0"?><!-- a --><!DOCTYPE svg [ <!ELEMENT svg ANY> ]><svg:svg xmlns:svg="http://www.w3.org/2000/svg"/>';
    expect(photoTypeOf(new TextEncoder().encode(text))).toBe('svg');
  });

  it('an empty file is not a photo', () => {
    expect(photoTypeOf(new Uint8Array())).toBeNull();
  });
});

describe('the limits of spec §5', () => {
  it('three real photos pass; a fourth is too many', () => {
    const three = [checked('bottle.png'), checked('box.jpg'), checked('drawing.svg')];
    expect(photoProblem(three)).toBeNull();
    expect(photoProblem([...three, checked('bottle.png')])).toBe('tooMany');
  });

  it('31 MB in total is too large, exactly 30 MB is not', () => {
    const png = fixture('bottle.png');
    const big = new Uint8Array(20 * 1024 * 1024);
    big.set(png);
    const rest = new Uint8Array(11 * 1024 * 1024);
    rest.set(fixture('box.jpg'));
    const photos = [big, rest].map((bytes) => ({ size: bytes.length, type: photoTypeOf(bytes) }));
    expect(photos.map((p) => p.type)).toEqual(['png', 'jpeg']);
    expect(photos[0].size + photos[1].size).toBe(31 * 1024 * 1024);
    expect(photoProblem(photos)).toBe('tooLarge');
    expect(photoProblem([{ size: REVIEW_PHOTO_LIMITS.maxTotalBytes, type: 'png' }])).toBeNull();
  });
});
