import { popupFeatures, shareUrl } from './share-rules';

const URL = 'https://aroma.example/en/article/158';

describe('share links', () => {
  it('gives each network the article URL, encoded', () => {
    expect(shareUrl('facebook', URL, 'Hi')).toBe(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Faroma.example%2Fen%2Farticle%2F158',
    );
    expect(shareUrl('telegram', URL, 'Ароматы & ноты')).toBe(
      `https://t.me/share/url?url=${encodeURIComponent(URL)}&text=%D0%90%D1%80%D0%BE%D0%BC%D0%B0%D1%82%D1%8B%20%26%20%D0%BD%D0%BE%D1%82%D1%8B`,
    );
    expect(shareUrl('x', URL, 'Hi')).toBe(
      `https://x.com/intent/tweet?url=${encodeURIComponent(URL)}&text=Hi`,
    );
    expect(shareUrl('viber', URL, 'Hi')).toBe(`viber://forward?text=${encodeURIComponent(`Hi ${URL}`)}`);
  });

  it('opens a 626 × 436 popup centred on the window', () => {
    expect(popupFeatures({ screenX: 100, screenY: 50, outerWidth: 1440, outerHeight: 900 })).toBe(
      'popup=yes,width=626,height=436,left=507,top=282',
    );
  });

  it('keeps the popup on screen when the window is smaller than it', () => {
    expect(popupFeatures({ screenX: 0, screenY: 0, outerWidth: 375, outerHeight: 300 })).toBe(
      'popup=yes,width=626,height=436,left=0,top=0',
    );
  });
});
