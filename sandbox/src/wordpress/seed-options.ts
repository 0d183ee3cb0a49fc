import { termNameRows, type TermNameRow } from '../woocommerce/seed-term-names';
import type { Lang } from './seed-post-texts';

/**
 * The ACF "Site options" page, one per language (siteOptions, siteOptionsEn, siteOptionsRu).
 * Image paths are relative to the uploads folder; the resolver makes them absolute at response time.
 * Header product slugs are the WooCommerce seed's: velvet-amber-07, citrus-bloom-12, oud-noir-03,
 * discovery-set-6.
 */
export interface OptionsSeed {
  subscriptions: { socials: { name: string; url: string }[]; langs: { code: string; label: string }[] };
  faq: { hidden: boolean; faqObject: { question: string; answer: string }[] };
  contacts: Record<
    'email' | 'phone' | 'address' | 'timeWork' | 'mapUrl' | 'messengerUrl' | 'botUrl',
    string
  > & {
    /** ACF repeater `openingHours`: Checkbox `days`, Time Pickers `opens`/`closes` (H:i), Kyiv time. */
    openingHours: { days: string[]; opens: string; closes: string }[];
  };
  header: { products: { slug: string; title: string; image: string; price: string }[] };
  /** Payment by bank details (the checkout's `props` popup): a sole proprietor's account. */
  requisites: Record<'recipient' | 'iban' | 'taxId' | 'purpose', string>;
  buttonType: string;
  copyright: string;
  /** Categories, tags and attribute values in this language (ACF repeater `termNames`). */
  termNames: TermNameRow[];
}

const SOCIALS = [
  { name: 'instagram', url: 'https://www.instagram.com/brand.perfume' },
  { name: 'telegram', url: 'https://t.me/brand_perfume' },
  { name: 'tiktok', url: 'https://www.tiktok.com/@brand.perfume' },
  { name: 'youtube', url: 'https://www.youtube.com/@brandperfume' },
];

const LANG_LINKS = [
  { code: 'ua', label: 'UA' },
  { code: 'ru', label: 'RU' },
  { code: 'en', label: 'EN' },
];

const CONTACTS_COMMON = {
  email: 'hello@brand.ua',
  phone: '+380441234567',
  mapUrl: 'https://maps.google.com/?q=50.4265,30.5158',
  messengerUrl: 'https://t.me/brand_perfume_chat',
  botUrl: 'https://t.me/brand_perfume_bot',
  // The same hours as timeWork says in words.
  openingHours: [
    { days: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], opens: '10:00', closes: '20:00' },
  ],
};

const REQUISITES_COMMON = { iban: 'UA213052990000026001234567890', taxId: '3124509876' };

const headerProducts = (titles: [string, string, string, string]) =>
  [
    ['velvet-amber-07', 'generated/velvet-amber-07-1.png', '2450'],
    ['citrus-bloom-12', 'generated/citrus-bloom-12-1.png', '1890'],
    ['oud-noir-03', 'generated/oud-noir-03-1.png', '2990'],
    ['discovery-set-6', 'generated/discovery-set-6-1.png', '329'],
  ].map(([slug, image, price], i) => ({ slug, title: titles[i], image, price }));

export const OPTIONS: Record<Lang, OptionsSeed> = {
  uk: {
    subscriptions: { socials: SOCIALS, langs: LANG_LINKS },
    faq: {
      hidden: false,
      faqObject: [
        {
          question: 'Скільки коштує доставка?',
          answer: 'Доставка Новою поштою — за тарифами перевізника, оплачується при отриманні.',
        },
        {
          question: 'Як швидко ви відправляєте замовлення?',
          answer: 'Протягом 1–2 робочих днів після підтвердження замовлення.',
        },
        {
          question: 'Чи можна повернути парфум?',
          answer: 'Так, запечатаний флакон можна повернути протягом 14 днів з дня отримання.',
        },
        {
          question: 'Що таке дискавері-сет?',
          answer: 'Набір із 6 або 9 пробників по 2 мл на ваш вибір. Сет 6×2 мл коштує 329 грн.',
        },
        {
          question: 'Які способи оплати доступні?',
          answer: 'Онлайн карткою (+2% комісії), за реквізитами ФОП або переказом на картку.',
        },
      ],
    },
    contacts: {
      ...CONTACTS_COMMON,
      address: 'м. Київ, вул. Велика Васильківська, 72',
      timeWork: 'Пн–Нд: 10:00–20:00',
    },
    header: {
      products: headerProducts([
        'Velvet Amber 07',
        'Citrus Bloom 12',
        'Oud Noir 03',
        'Discovery-набір 6×2 мл',
      ]),
    },
    buttonType: 'consultation',
    requisites: {
      ...REQUISITES_COMMON,
      recipient: 'ФОП Коваленко Олена Миколаївна',
      purpose: 'Оплата за замовлення №{order} згідно з договором публічної оферти, без ПДВ',
    },
    copyright: '© {year} Aroma. Усі права захищено',
    termNames: termNameRows('uk'),
  },
  en: {
    subscriptions: { socials: SOCIALS, langs: LANG_LINKS },
    faq: {
      hidden: false,
      faqObject: [
        {
          question: 'How much is delivery?',
          answer: 'Nova Poshta delivery is charged at the carrier’s rates and paid on receipt.',
        },
        { question: 'How soon do you ship?', answer: 'Within 1–2 working days of order confirmation.' },
        {
          question: 'Can I return a perfume?',
          answer: 'Yes, a sealed bottle can be returned within 14 days of receipt.',
        },
        {
          question: 'What is a discovery set?',
          answer: 'A box of 6 or 9 samples of 2 ml each, of your choice. The 6×2 ml set costs 329 UAH.',
        },
        {
          question: 'How can I pay?',
          answer:
            'Online by card (+2% commission), by bank transfer to our sole-proprietor account, or by card transfer.',
        },
      ],
    },
    contacts: {
      ...CONTACTS_COMMON,
      address: '72 Velyka Vasylkivska St, Kyiv',
      timeWork: 'Mon–Sun: 10:00–20:00',
    },
    header: {
      products: headerProducts(['Velvet Amber 07', 'Citrus Bloom 12', 'Oud Noir 03', 'Discovery set 6×2 ml']),
    },
    buttonType: 'consultation',
    requisites: {
      ...REQUISITES_COMMON,
      recipient: 'FOP Kovalenko Olena Mykolaivna',
      purpose: 'Payment for order No. {order} under the public offer contract, VAT exempt',
    },
    copyright: '© {year} Aroma. All rights reserved',
    termNames: termNameRows('en'),
  },
  ru: {
    subscriptions: { socials: SOCIALS, langs: LANG_LINKS },
    faq: {
      hidden: false,
      faqObject: [
        {
          question: 'Сколько стоит доставка?',
          answer: 'Доставка Новой почтой — по тарифам перевозчика, оплачивается при получении.',
        },
        {
          question: 'Как быстро вы отправляете заказ?',
          answer: 'В течение 1–2 рабочих дней после подтверждения заказа.',
        },
        {
          question: 'Можно ли вернуть парфюм?',
          answer: 'Да, запечатанный флакон можно вернуть в течение 14 дней со дня получения.',
        },
        {
          question: 'Что такое дискавери-сет?',
          answer: 'Набор из 6 или 9 пробников по 2 мл на ваш выбор. Сет 6×2 мл стоит 329 грн.',
        },
        {
          question: 'Какие способы оплаты доступны?',
          answer: 'Онлайн картой (+2% комиссии), по реквизитам ФЛП или переводом на карту.',
        },
      ],
    },
    contacts: {
      ...CONTACTS_COMMON,
      address: 'г. Киев, ул. Большая Васильковская, 72',
      timeWork: 'Пн–Вс: 10:00–20:00',
    },
    header: {
      products: headerProducts([
        'Velvet Amber 07',
        'Citrus Bloom 12',
        'Oud Noir 03',
        'Discovery-набор 6×2 мл',
      ]),
    },
    buttonType: 'consultation',
    requisites: {
      ...REQUISITES_COMMON,
      recipient: 'ФЛП Коваленко Елена Николаевна',
      purpose: 'Оплата за заказ №{order} согласно договору публичной оферты, без НДС',
    },
    copyright: '© {year} Aroma. Все права защищены',
    termNames: termNameRows('ru'),
  },
};

export interface WheelSeed {
  slug: string;
  title: Record<Lang, string>;
  logic: {
    openCondition: 'site_open' | 'after_purchase';
    delaySeconds: number;
    expiryDays: number;
    couponPrefix: string;
  };
  prizes: { label: Record<Lang, string>; discountType: string; amount: number; weight: number }[];
}

const prize = (uk: string, en: string, ru: string, discountType: string, amount: number, weight: number) => ({
  label: { uk, en, ru },
  discountType,
  amount,
  weight,
});

export const WHEELS: WheelSeed[] = [
  {
    slug: 'site-wheel',
    title: { uk: 'Колесо призів', en: 'Prize wheel', ru: 'Колесо призов' },
    logic: { openCondition: 'site_open', delaySeconds: 15, expiryDays: 14, couponPrefix: 'spin' },
    prizes: [
      prize('Знижка 5%', '5% off', 'Скидка 5%', 'percent', 5, 30),
      prize('Знижка 10%', '10% off', 'Скидка 10%', 'percent', 10, 20),
      prize('Безкоштовна доставка', 'Free delivery', 'Бесплатная доставка', 'free_shipping', 0, 15),
      prize('Спробуйте ще', 'Try again', 'Попробуйте ещё', 'none', 0, 20),
      prize('Знижка 15%', '15% off', 'Скидка 15%', 'percent', 15, 5),
      prize('Знижка 5%', '5% off', 'Скидка 5%', 'percent', 5, 10),
    ],
  },
  {
    slug: 'after-purchase-wheel',
    title: { uk: 'Колесо після покупки', en: 'After-purchase wheel', ru: 'Колесо после покупки' },
    logic: { openCondition: 'after_purchase', delaySeconds: 0, expiryDays: 30, couponPrefix: 'thanks' },
    prizes: [
      prize('Знижка 10%', '10% off', 'Скидка 10%', 'percent', 10, 30),
      prize('Безкоштовна доставка', 'Free delivery', 'Бесплатная доставка', 'free_shipping', 0, 25),
      prize('Знижка 15%', '15% off', 'Скидка 15%', 'percent', 15, 10),
      prize('Знижка 5%', '5% off', 'Скидка 5%', 'percent', 5, 20),
      prize('Спробуйте ще', 'Try again', 'Попробуйте ещё', 'none', 0, 10),
      prize('Знижка 10%', '10% off', 'Скидка 10%', 'percent', 10, 5),
      prize('Безкоштовна доставка', 'Free delivery', 'Бесплатная доставка', 'free_shipping', 0, 5),
    ],
  },
];
