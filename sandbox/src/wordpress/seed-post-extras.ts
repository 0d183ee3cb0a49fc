import type { Lang } from './seed-post-texts';

/**
 * Posts written as full HTML, as the block editor saves them: a long article with headings, images,
 * a list and a quote, and posts an editor has translated into only some languages. Excerpts keep
 * WordPress's entities (`&#8220;`, `[&hellip;]`) as a real site serves them. `{{uploads}}` stands
 * for the uploads URL, which the sandbox only knows at response time.
 */
export interface ExtraPostSeed {
  slug: string;
  category: 'events' | 'news' | 'aromas' | 'interviews';
  date: string;
  text: Partial<Record<Lang, { title: string; excerpt: string; content: string }>>;
}

/** The fourth category: only Ukrainian has a post in it, so English and Russian show it empty. */
export const EXTRA_CATEGORY = {
  slug: 'interviews',
  name: { uk: 'Інтерв’ю', en: 'Interviews', ru: 'Интервью' },
  description: { uk: 'Розмови з парфумерами', en: 'Talks with perfumers', ru: 'Разговоры с парфюмерами' },
} as const;

const img = (name: string, alt: string) =>
  `<figure class="wp-block-image"><img src="{{uploads}}/generated/${name}-1200x800.png" alt="${alt}" width="1200" height="800"/><figcaption>${alt}</figcaption></figure>`;

export const EXTRA_POSTS: ExtraPostSeed[] = [
  {
    slug: 'perfume-notes-guide',
    category: 'aromas',
    date: '2026-06-10T10:00:00',
    text: {
      uk: {
        title: 'Як читати піраміду аромату: великий гід',
        excerpt:
          '<p>Верхні ноти, серце і база: розбираємо &#8220;піраміду&#8221; крок за кроком і вчимося вибирати парфум, який звучатиме саме на вас [&hellip;]</p>\n',
        content: [
          '<p>Опис аромату в магазині майже завжди складається з трьох рядків нот. Розберімося, що вони означають і як цим користуватися.</p>',
          '<h2>Верхні ноти</h2>',
          '<p>Це перше враження: цитрусові, трави, легкі спеції. Вони звучать 10–15 хвилин і зникають.</p>',
          img('blog-perfume-notes-top', 'Цитрусові та трави на столі парфумера'),
          '<h2>Серце аромату</h2>',
          '<p>Серце розкривається за пів години і визначає характер композиції. Найчастіше тут:</p>',
          '<ul><li>квіти: троянда, жасмин, ірис;</li><li>фрукти: персик, слива, чорна смородина;</li><li>прянощі: кардамон, кориця, рожевий перець.</li></ul>',
          '<h3>Як перевірити серце</h3>',
          '<p>Нанесіть аромат на зап’ясток і поверніться до нього через 30 хвилин — саме тоді ви почуєте, яким він буде впродовж дня.</p>',
          '<blockquote><p>Парфум — це історія, яку розповідають у три дії. Не судіть про неї з першого речення.</p><cite>Наш парфумер</cite></blockquote>',
          '<h2>База і шлейф</h2>',
          '<p>Дерева, смоли, мускус і амбра тримаються годинами. Детальніше про зберігання — у статті <a href="https://example.com/how-to-store">як зберігати парфуми</a>.</p>',
          img('blog-perfume-notes-base', 'Смоли і деревина для бази'),
        ].join('\n'),
      },
      en: {
        title: 'How to read a fragrance pyramid: the long guide',
        excerpt:
          '<p>Top notes, heart and base: we take the &#8220;pyramid&#8221; apart step by step and learn to choose a perfume that sounds like you [&hellip;]</p>\n',
        content: [
          '<p>A shop’s description of a scent is nearly always three lines of notes. Here is what they mean and how to use them.</p>',
          '<h2>Top notes</h2>',
          '<p>The first impression: citrus, herbs, light spices. They last 10 to 15 minutes and fade.</p>',
          img('blog-perfume-notes-top', 'Citrus and herbs on a perfumer’s desk'),
          '<h2>The heart</h2>',
          '<p>The heart opens after half an hour and sets the character of the composition. Most often you find:</p>',
          '<ul><li>flowers: rose, jasmine, iris;</li><li>fruit: peach, plum, blackcurrant;</li><li>spices: cardamom, cinnamon, pink pepper.</li></ul>',
          '<h3>How to test the heart</h3>',
          '<p>Apply the scent to your wrist and come back to it after 30 minutes: that is how it will smell all day.</p>',
          '<blockquote><p>A perfume is a story told in three acts. Do not judge it by its first sentence.</p><cite>Our perfumer</cite></blockquote>',
          '<h2>Base and trail</h2>',
          '<p>Woods, resins, musk and amber last for hours. More on keeping them in <a href="https://example.com/how-to-store">how to store perfume</a>.</p>',
          img('blog-perfume-notes-base', 'Resins and woods for the base'),
        ].join('\n'),
      },
      ru: {
        title: 'Как читать пирамиду аромата: большой гид',
        excerpt:
          '<p>Верхние ноты, сердце и база: разбираем &#8220;пирамиду&#8221; шаг за шагом и учимся выбирать парфюм, который будет звучать именно на вас [&hellip;]</p>\n',
        content: [
          '<p>Описание аромата в магазине почти всегда состоит из трёх строк нот. Разберёмся, что они значат и как этим пользоваться.</p>',
          '<h2>Верхние ноты</h2>',
          '<p>Это первое впечатление: цитрусовые, травы, лёгкие специи. Они звучат 10–15 минут и исчезают.</p>',
          img('blog-perfume-notes-top', 'Цитрусовые и травы на столе парфюмера'),
          '<h2>Сердце аромата</h2>',
          '<p>Сердце раскрывается через полчаса и определяет характер композиции. Чаще всего здесь:</p>',
          '<ul><li>цветы: роза, жасмин, ирис;</li><li>фрукты: персик, слива, чёрная смородина;</li><li>пряности: кардамон, корица, розовый перец.</li></ul>',
          '<h3>Как проверить сердце</h3>',
          '<p>Нанесите аромат на запястье и вернитесь к нему через 30 минут — именно тогда вы услышите, каким он будет весь день.</p>',
          '<blockquote><p>Парфюм — это история в трёх действиях. Не судите о ней по первому предложению.</p><cite>Наш парфюмер</cite></blockquote>',
          '<h2>База и шлейф</h2>',
          '<p>Дерево, смолы, мускус и амбра держатся часами. Подробнее о хранении — в статье <a href="https://example.com/how-to-store">как хранить парфюм</a>.</p>',
          img('blog-perfume-notes-base', 'Смолы и древесина для базы'),
        ].join('\n'),
      },
    },
  },
  {
    slug: 'kharkiv-meetup',
    category: 'events',
    date: '2026-03-01T17:00:00',
    text: {
      uk: {
        title: 'Зустріч із покупцями в Харкові',
        excerpt: '<p>Невеликий вечір для постійних покупців: нові аромати та чай [&hellip;]</p>\n',
        content: '<p>Дякуємо всім, хто завітав! Наступна зустріч — уже навесні.</p>',
      },
    },
  },
  {
    slug: 'night-delivery-kyiv',
    category: 'news',
    date: '2026-01-20T09:00:00',
    text: {
      uk: {
        title: 'Вечірня доставка по Києву',
        excerpt: '<p>Замовлення до 16:00 привеземо того ж вечора [&hellip;]</p>\n',
        content: '<p>Кур’єр привезе замовлення з 18:00 до 22:00. Послуга діє на лівому й правому березі.</p>',
      },
      ru: {
        title: 'Вечерняя доставка по Киеву',
        excerpt: '<p>Заказы до 16:00 привезём в тот же вечер [&hellip;]</p>\n',
        content: '<p>Курьер привезёт заказ с 18:00 до 22:00. Услуга действует на левом и правом берегу.</p>',
      },
    },
  },
  {
    slug: 'perfumer-interview',
    category: 'interviews',
    date: '2025-12-05T12:00:00',
    text: {
      uk: {
        title: 'Інтерв’ю з парфумеркою колекції',
        excerpt: '<p>Про перший аромат, улюблені ноти і &#8220;тишу&#8221; в парфумерії [&hellip;]</p>\n',
        content: '<p>Ми поговорили з авторкою нашої колекції про те, з чого починається аромат.</p>',
      },
    },
  },
];
