import type { Lang } from './seed-post-texts';

/** Blog categories; Polylang Pro-style shared slugs, one term per language. */
export const CATEGORIES: {
  slug: 'events' | 'news' | 'aromas';
  name: Record<Lang, string>;
  description: Record<Lang, string>;
}[] = [
  {
    slug: 'events',
    name: { uk: 'Події', en: 'Events', ru: 'События' },
    description: {
      uk: 'Зустрічі, майстер-класи та pop-up',
      en: 'Meetups, workshops and pop-ups',
      ru: 'Встречи, мастер-классы и pop-up',
    },
  },
  {
    slug: 'news',
    name: { uk: 'Новини', en: 'News', ru: 'Новости' },
    description: {
      uk: 'Новинки, доставка та акції',
      en: 'New arrivals, delivery and offers',
      ru: 'Новинки, доставка и акции',
    },
  },
  {
    slug: 'aromas',
    name: { uk: 'Про аромати', en: 'About scents', ru: 'Об ароматах' },
    description: { uk: 'Поради парфумера', en: 'A perfumer’s advice', ru: 'Советы парфюмера' },
  },
];

/** Body paragraphs each post of a category continues with after its own lead. */
export const BODIES: Record<'events' | 'news' | 'aromas', Record<Lang, string[]>> = {
  events: {
    uk: [
      'Вечір почався з короткої розповіді про те, як народжується аромат: від ідеї та брифу до десятків модифікацій, які парфумер відкидає, перш ніж знайти ту саму. Гості тримали в руках блоттери й порівнювали, як по-різному звучить одна нота в різних концентраціях.',
      'Далі — практика. Ми розклали на столі сировину: бергамот, рожеву перцю, ірис, ветивер, ладан і амбру. Кожен міг понюхати окремі компоненти й спробувати вгадати їх у готових композиціях нашої колекції.',
      'Наприкінці всі учасники отримали дискавері-сет із шести пробників, щоб продовжити знайомство вдома, і промокод на перше замовлення. Дякуємо всім, хто прийшов, — фото з вечора вже в нашому Instagram.',
    ],
    en: [
      'The evening opened with a short story of how a fragrance is born: from an idea and a brief to the dozens of modifications a perfumer discards before finding the one. Guests held blotters and compared how a single note changes at different concentrations.',
      'Then came practice. We laid out raw materials on the table: bergamot, pink pepper, iris, vetiver, frankincense and amber. Everyone could smell the components on their own and try to recognise them in the finished perfumes of our collection.',
      'At the end every guest received a discovery set of six samples to continue at home, and a promo code for a first order. Thank you to everyone who came; the photos are already on our Instagram.',
    ],
    ru: [
      'Вечер начался с короткого рассказа о том, как рождается аромат: от идеи и брифа до десятков модификаций, которые парфюмер отбрасывает, прежде чем найти ту самую. Гости держали в руках блоттеры и сравнивали, как по-разному звучит одна нота в разных концентрациях.',
      'Дальше — практика. Мы разложили на столе сырьё: бергамот, розовый перец, ирис, ветивер, ладан и амбру. Каждый мог понюхать отдельные компоненты и попробовать угадать их в готовых композициях нашей коллекции.',
      'В конце все участники получили дискавери-сет из шести пробников, чтобы продолжить знакомство дома, и промокод на первый заказ. Спасибо всем, кто пришёл, — фото с вечера уже в нашем Instagram.',
    ],
  },
  news: {
    uk: [
      'Ми довго готували цю новину й раді нарешті нею поділитися. Усі деталі вже доступні на сайті, а наші консультанти відповідають на запитання в Telegram щодня з 10:00 до 20:00.',
      'Замовлення відправляємо Новою поштою у відділення, поштомат або кур’єром за тарифами перевізника. Оплатити можна карткою онлайн, за реквізитами ФОП або переказом на картку.',
      'Якщо аромат не підійде, ви можете повернути запечатаний флакон протягом 14 днів. А щоб не помилитися з вибором, почніть із дискавері-сету — його вартість зараховуємо при купівлі повнорозмірного флакона.',
    ],
    en: [
      'We have been preparing this news for a long time and are glad to finally share it. All the details are on the site, and our consultants answer questions on Telegram every day from 10:00 to 20:00.',
      'We ship with Nova Poshta to a branch, a parcel locker or by courier at the carrier’s rates. You can pay online by card, by bank transfer to our sole-proprietor account, or by card-to-card transfer.',
      'If a scent does not suit you, a sealed bottle can be returned within 14 days. And to choose with confidence, start with a discovery set: its price counts towards a full-size bottle.',
    ],
    ru: [
      'Мы долго готовили эту новость и рады наконец ею поделиться. Все детали уже на сайте, а наши консультанты отвечают на вопросы в Telegram ежедневно с 10:00 до 20:00.',
      'Заказы отправляем Новой почтой в отделение, почтомат или курьером по тарифам перевозчика. Оплатить можно картой онлайн, по реквизитам ФЛП или переводом на карту.',
      'Если аромат не подойдёт, запечатанный флакон можно вернуть в течение 14 дней. А чтобы не ошибиться с выбором, начните с дискавери-сета — его стоимость засчитываем при покупке полноразмерного флакона.',
    ],
  },
  aromas: {
    uk: [
      'Перші хвилини після нанесення звучать верхні ноти — цитрусові, ароматні трави, легкі спеції. Вони яскраві, але швидко зникають. Саме тому не варто купувати парфум, понюхавши його лише на блоттері в магазині.',
      'Серце аромату розкривається за 15–30 хвилин: квіти, фрукти, пряності. Воно визначає характер композиції. База — дерева, смоли, мускус, амбра — тримається годинами й утворює шлейф, який помічають інші.',
      'Наносьте парфум на пульсові точки — зап’ястя, шию, згини ліктів — і не розтирайте: тертя руйнує верхні ноти. Зберігайте флакон у темному прохолодному місці, подалі від ванної, і він залишиться незмінним роками.',
    ],
    en: [
      'In the first minutes after application you smell the top notes: citrus, aromatic herbs, light spices. They are bright but fade quickly, which is exactly why you should not buy a perfume after smelling it on a shop blotter.',
      'The heart opens after 15 to 30 minutes: flowers, fruit, spices. It sets the character of the composition. The base of woods, resins, musk and amber lasts for hours and forms the trail that others notice.',
      'Apply perfume to pulse points such as the wrists, the neck and the inside of the elbows, and do not rub: friction breaks the top notes. Keep the bottle somewhere dark and cool, away from the bathroom, and it will stay unchanged for years.',
    ],
    ru: [
      'Первые минуты после нанесения звучат верхние ноты — цитрусовые, ароматные травы, лёгкие специи. Они яркие, но быстро исчезают. Именно поэтому не стоит покупать парфюм, понюхав его только на блоттере в магазине.',
      'Сердце аромата раскрывается через 15–30 минут: цветы, фрукты, пряности. Оно определяет характер композиции. База — дерева, смолы, мускус, амбра — держится часами и образует шлейф, который замечают другие.',
      'Наносите парфюм на пульсовые точки — запястья, шею, сгибы локтей — и не растирайте: трение разрушает верхние ноты. Храните флакон в тёмном прохладном месте, подальше от ванной, и он останется неизменным годами.',
    ],
  },
};
