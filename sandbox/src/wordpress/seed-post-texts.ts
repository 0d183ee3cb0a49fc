/** The blog as an editor would have written it: each post in Ukrainian, English and Russian. */
export type Lang = 'uk' | 'en' | 'ru';
export const LANGS: Lang[] = ['uk', 'en', 'ru'];

export interface PostText {
  title: string;
  lead: string;
}

export interface PostSeed {
  slug: string;
  category: 'events' | 'news' | 'aromas';
  date: string;
  text: Record<Lang, PostText>;
}

export const POSTS: PostSeed[] = [
  {
    slug: 'aroma-evening-kyiv',
    category: 'events',
    date: '2025-02-14T18:00:00',
    text: {
      uk: {
        title: 'Вечір ароматів у Києві',
        lead: 'Ми зібрали гостей у шоурумі на Подолі, щоб разом пройти шлях від верхніх нот до шлейфу.',
      },
      en: {
        title: 'An evening of scents in Kyiv',
        lead: 'We gathered guests in our Podil showroom to follow a fragrance from its top notes to its trail.',
      },
      ru: {
        title: 'Вечер ароматов в Киеве',
        lead: 'Мы собрали гостей в шоуруме на Подоле, чтобы вместе пройти путь от верхних нот до шлейфа.',
      },
    },
  },
  {
    slug: 'spring-pop-up-lviv',
    category: 'events',
    date: '2025-04-05T12:00:00',
    text: {
      uk: {
        title: 'Весняний pop-up у Львові',
        lead: 'Три дні на площі Ринок: тестери всієї колекції, дискавері-сети і консультації парфумера.',
      },
      en: {
        title: 'Spring pop-up in Lviv',
        lead: 'Three days on Rynok Square: testers of the whole collection, discovery sets and a perfumer on hand.',
      },
      ru: {
        title: 'Весенний pop-up во Львове',
        lead: 'Три дня на площади Рынок: тестеры всей коллекции, дискавери-сеты и консультации парфюмера.',
      },
    },
  },
  {
    slug: 'perfume-workshop-odesa',
    category: 'events',
    date: '2025-07-19T16:00:00',
    text: {
      uk: {
        title: 'Майстер-клас зі створення парфуму в Одесі',
        lead: 'Кожен учасник склав власну композицію з двадцяти есенцій і забрав флакон додому.',
      },
      en: {
        title: 'Perfume-making workshop in Odesa',
        lead: 'Each participant composed a blend from twenty essences and took the bottle home.',
      },
      ru: {
        title: 'Мастер-класс по созданию парфюма в Одессе',
        lead: 'Каждый участник составил собственную композицию из двадцати эссенций и забрал флакон домой.',
      },
    },
  },
  {
    slug: 'autumn-tasting-night',
    category: 'events',
    date: '2025-10-24T19:00:00',
    text: {
      uk: {
        title: 'Осіння ніч дегустації ароматів',
        lead: 'Теплі деревні та пряні композиції, какао і глінтвейн: так ми зустріли перші холоди.',
      },
      en: {
        title: 'Autumn scent tasting night',
        lead: 'Warm woody and spicy compositions, cocoa and mulled wine: that is how we met the first cold days.',
      },
      ru: {
        title: 'Осенняя ночь дегустации ароматов',
        lead: 'Тёплые древесные и пряные композиции, какао и глинтвейн: так мы встретили первые холода.',
      },
    },
  },
  {
    slug: 'charity-market-2026',
    category: 'events',
    date: '2026-03-08T11:00:00',
    text: {
      uk: {
        title: 'Благодійний ярмарок 8 березня',
        lead: 'Усі кошти від продажу мініатюр цього дня ми передали на підтримку реабілітаційного центру.',
      },
      en: {
        title: 'Charity market on 8 March',
        lead: 'All proceeds from the miniatures sold that day went to a rehabilitation centre.',
      },
      ru: {
        title: 'Благотворительная ярмарка 8 марта',
        lead: 'Все средства от продажи миниатюр в этот день мы передали на поддержку реабилитационного центра.',
      },
    },
  },
  {
    slug: 'new-collection-velvet',
    category: 'news',
    date: '2025-01-20T10:00:00',
    text: {
      uk: {
        title: 'Нова колекція Velvet уже в магазині',
        lead: 'Чотири аромати з оксамитовою базою амбри, ванілі та сандалу — для холодних вечорів.',
      },
      en: {
        title: 'The new Velvet collection is in store',
        lead: 'Four fragrances on a velvety base of amber, vanilla and sandalwood, made for cold evenings.',
      },
      ru: {
        title: 'Новая коллекция Velvet уже в магазине',
        lead: 'Четыре аромата с бархатной базой амбры, ванили и сандала — для холодных вечеров.',
      },
    },
  },
  {
    slug: 'discovery-set-9',
    category: 'news',
    date: '2025-05-12T10:00:00',
    text: {
      uk: {
        title: 'Discovery-набір тепер і на 9 ароматів',
        lead: 'Окрім класичного набору 6×2 мл, можна зібрати сет із дев’яти пробників на свій смак.',
      },
      en: {
        title: 'The discovery set now comes with 9 scents',
        lead: 'Besides the classic 6×2 ml box you can now build a set of nine samples of your choice.',
      },
      ru: {
        title: 'Discovery-набор теперь и на 9 ароматов',
        lead: 'Кроме классического набора 6×2 мл, можно собрать сет из девяти пробников на свой вкус.',
      },
    },
  },
  {
    slug: 'parcel-lockers-delivery',
    category: 'news',
    date: '2025-08-01T09:00:00',
    text: {
      uk: {
        title: 'Доставка в поштомати Нової пошти',
        lead: 'Тепер замовлення можна забрати з поштомату в будь-який час — без черг і за тарифами перевізника.',
      },
      en: {
        title: 'Delivery to Nova Poshta parcel lockers',
        lead: 'You can now collect an order from a parcel locker at any hour, with no queues, at the carrier’s rates.',
      },
      ru: {
        title: 'Доставка в почтоматы Новой почты',
        lead: 'Теперь заказ можно забрать из почтомата в любое время — без очередей и по тарифам перевозчика.',
      },
    },
  },
  {
    slug: 'gift-certificates-launch',
    category: 'news',
    date: '2025-11-28T10:00:00',
    text: {
      uk: {
        title: 'Подарункові сертифікати: електронні та фізичні',
        lead: 'Сертифікат надходить на пошту за кілька хвилин або приїжджає в конверті з воском.',
      },
      en: {
        title: 'Gift certificates: electronic and physical',
        lead: 'An e-certificate arrives by e-mail within minutes, or a paper one comes in a wax-sealed envelope.',
      },
      ru: {
        title: 'Подарочные сертификаты: электронные и физические',
        lead: 'Сертификат приходит на почту за несколько минут или приезжает в конверте с сургучом.',
      },
    },
  },
  {
    slug: 'prize-wheel-spring',
    category: 'news',
    date: '2026-04-15T10:00:00',
    text: {
      uk: {
        title: 'Колесо призів повернулося',
        lead: 'Крутіть колесо на сайті та отримуйте знижку до 15% або безкоштовну доставку.',
      },
      en: {
        title: 'The prize wheel is back',
        lead: 'Spin the wheel on the site for up to 15% off or free delivery.',
      },
      ru: {
        title: 'Колесо призов вернулось',
        lead: 'Крутите колесо на сайте и получайте скидку до 15% или бесплатную доставку.',
      },
    },
  },
  {
    slug: 'how-to-choose-perfume',
    category: 'aromas',
    date: '2025-03-10T10:00:00',
    text: {
      uk: {
        title: 'Як обрати парфум і не помилитися',
        lead: 'Наносьте аромат на шкіру, а не на блоттер, і дайте йому розкритися щонайменше пів години.',
      },
      en: {
        title: 'How to choose a perfume without regret',
        lead: 'Try a scent on your skin rather than a blotter, and give it at least half an hour to open up.',
      },
      ru: {
        title: 'Как выбрать парфюм и не ошибиться',
        lead: 'Наносите аромат на кожу, а не на блоттер, и дайте ему раскрыться хотя бы полчаса.',
      },
    },
  },
  {
    slug: 'fragrance-pyramid',
    category: 'aromas',
    date: '2025-06-03T10:00:00',
    text: {
      uk: {
        title: 'Піраміда аромату: верхні, серцеві та базові ноти',
        lead: 'Пояснюємо, чому парфум звучить по-різному через п’ять хвилин, годину і вечір.',
      },
      en: {
        title: 'The fragrance pyramid: top, heart and base notes',
        lead: 'Why a perfume smells different after five minutes, an hour and an evening.',
      },
      ru: {
        title: 'Пирамида аромата: верхние, сердечные и базовые ноты',
        lead: 'Объясняем, почему парфюм звучит по-разному через пять минут, час и вечер.',
      },
    },
  },
  {
    slug: 'how-to-store-perfume',
    category: 'aromas',
    date: '2025-09-09T10:00:00',
    text: {
      uk: {
        title: 'Як зберігати парфуми, щоб вони не змінилися',
        lead: 'Світло, тепло і ванна кімната — три вороги аромату. Розповідаємо, де флакону краще.',
      },
      en: {
        title: 'How to store perfume so it does not change',
        lead: 'Light, heat and the bathroom are a scent’s three enemies. Here is where a bottle is happiest.',
      },
      ru: {
        title: 'Как хранить парфюм, чтобы он не изменился',
        lead: 'Свет, тепло и ванная комната — три врага аромата. Рассказываем, где флакону лучше.',
      },
    },
  },
  {
    slug: 'layering-scents',
    category: 'aromas',
    date: '2026-01-22T10:00:00',
    text: {
      uk: {
        title: 'Лейєринг: як поєднувати аромати',
        lead: 'Цитрус поверх амбри чи уд під квітами — кілька перевірених пар для сміливих.',
      },
      en: {
        title: 'Layering: how to combine scents',
        lead: 'Citrus over amber or oud under florals: a few tried pairings for the bold.',
      },
      ru: {
        title: 'Лейеринг: как сочетать ароматы',
        lead: 'Цитрус поверх амбры или уд под цветами — несколько проверенных пар для смелых.',
      },
    },
  },
  {
    slug: 'summer-fresh-scents',
    category: 'aromas',
    date: '2026-05-18T10:00:00',
    text: {
      uk: {
        title: 'Свіжі аромати для спекотного літа',
        lead: 'Цитруси, зелений чай і морська сіль: що носити, коли за вікном +30.',
      },
      en: {
        title: 'Fresh scents for a hot summer',
        lead: 'Citrus, green tea and sea salt: what to wear when it is thirty degrees outside.',
      },
      ru: {
        title: 'Свежие ароматы для жаркого лета',
        lead: 'Цитрусы, зелёный чай и морская соль: что носить, когда за окном +30.',
      },
    },
  },
];
