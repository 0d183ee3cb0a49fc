import type { Lang } from './seed-post-texts';

/** Content pages; shared slugs, so a page's URI is `/{slug}/` in Ukrainian and `/{lang}/{slug}/` otherwise. */
export interface PageSeed {
  slug: 'about' | 'info' | 'contacts';
  title: Record<Lang, string>;
  content: Record<Lang, string>;
}

const section = (id: string, title: string, paragraphs: string[]) =>
  `<section id="${id}"><h2>${title}</h2>${paragraphs.map((p) => `<p>${p}</p>`).join('')}</section>`;

const REQUISITES = {
  uk: 'Отримувач: ФОП Коваленко Олена Миколаївна, РНОКПП 3124509876, IBAN UA213052990000026001234567890 в АТ КБ «ПриватБанк». Призначення платежу: «Оплата за замовлення №… згідно з договором публічної оферти, без ПДВ».',
  en: 'Payee: sole proprietor (FOP) Olena Kovalenko, tax ID 3124509876, IBAN UA213052990000026001234567890 at JSC CB PrivatBank. Payment purpose: “Payment for order No. … under the public offer contract, VAT exempt”.',
  ru: 'Получатель: ФЛП Коваленко Елена Николаевна, РНОКПП 3124509876, IBAN UA213052990000026001234567890 в АО КБ «ПриватБанк». Назначение платежа: «Оплата за заказ №… согласно договору публичной оферты, без НДС».',
};

export const PAGES: PageSeed[] = [
  {
    slug: 'about',
    title: { uk: 'Про нас', en: 'About us', ru: 'О нас' },
    content: {
      uk: '<p>Ми — український бренд парфумів і декоративної косметики, заснований у Києві 2019 року. Наші аромати створюють парфумери з Грасу з сировини, яку ми обираємо разом.</p><p>Ми віримо, що аромат варто обирати без поспіху, тому придумали дискавері-сети: шість або дев’ять пробників по 2 мл, щоб носити кожен аромат кілька днів, перш ніж купити флакон.</p><p>Кожне замовлення ми пакуємо вручну, додаємо два пробники на вибір у подарунок і відправляємо Новою поштою по всій Україні.</p>',
      en: '<p>We are a Ukrainian perfume and make-up brand founded in Kyiv in 2019. Our fragrances are composed by perfumers from Grasse with raw materials we choose together.</p><p>We believe a scent should be chosen without haste, so we created discovery sets: six or nine 2 ml samples, so you can wear each fragrance for a few days before buying a bottle.</p><p>We pack every order by hand, add two samples of your choice as a gift and ship with Nova Poshta all over Ukraine.</p>',
      ru: '<p>Мы — украинский бренд парфюмерии и декоративной косметики, основанный в Киеве в 2019 году. Наши ароматы создают парфюмеры из Грасса из сырья, которое мы выбираем вместе.</p><p>Мы верим, что аромат стоит выбирать без спешки, поэтому придумали дискавери-сеты: шесть или девять пробников по 2 мл, чтобы носить каждый аромат несколько дней, прежде чем купить флакон.</p><p>Каждый заказ мы упаковываем вручную, добавляем два пробника на выбор в подарок и отправляем Новой почтой по всей Украине.</p>',
    },
  },
  {
    slug: 'info',
    title: { uk: 'Інформація', en: 'Information', ru: 'Информация' },
    content: {
      uk: [
        section('payment-delivery', 'Оплата і доставка', [
          'Доставляємо Новою поштою у відділення, поштомат або кур’єром за адресою за тарифами перевізника. Відправлення — протягом 1–2 робочих днів після підтвердження замовлення. Електронні сертифікати надсилаємо на e-mail.',
          'Оплата карткою онлайн через WayForPay: до суми замовлення додається комісія 2%.',
          `Оплата за реквізитами: після оформлення менеджер надішле реквізити. ${REQUISITES.uk}`,
          'Переказ на картку: номер картки менеджер надішле в месенджер після підтвердження замовлення.',
        ]),
        section('returns-exchanges', 'Повернення та обмін', [
          'Ви можете повернути або обміняти товар належної якості протягом 14 днів з дня отримання, якщо збережено заводську упаковку і плівку. Відкриті парфуми та косметика поверненню не підлягають згідно з постановою КМУ №172.',
          'Щоб оформити повернення, напишіть нам на пошту або в Telegram із номером замовлення. Кошти повертаємо протягом 7 днів після отримання посилки тим самим способом, яким було сплачено замовлення.',
        ]),
        section('public-offer-contract', 'Договір публічної оферти', [
          'Цей договір є публічною пропозицією ФОП Коваленко О. М. укласти договір купівлі-продажу товарів, представлених на сайті. Оформлення замовлення означає повне й беззастережне прийняття умов оферти.',
          'Ціни на сайті вказані в гривнях. Продавець має право змінювати ціни, проте ціна оформленого замовлення не змінюється. Право власності на товар переходить до покупця в момент отримання.',
        ]),
        section('privacy-policy', 'Політика конфіденційності', [
          'Ми обробляємо ім’я, телефон, e-mail та адресу доставки лише для виконання замовлення й розсилки, на яку ви підписалися, відповідно до Закону України «Про захист персональних даних».',
          'Дані не передаються третім особам, окрім перевізника та платіжного сервісу в обсязі, необхідному для доставки й оплати. Ви можете будь-коли попросити видалити свої дані, написавши нам.',
        ]),
      ].join(''),
      en: [
        section('payment-delivery', 'Payment and delivery', [
          'We deliver with Nova Poshta to a branch, a parcel locker or by courier to your door at the carrier’s rates. Orders ship within 1–2 working days of confirmation. Electronic certificates are sent by e-mail.',
          'Online card payment via WayForPay: a 2% commission is added to the order total.',
          `Payment by bank details: after checkout a manager will send you the details. ${REQUISITES.en}`,
          'Card transfer: a manager will message you the card number once the order is confirmed.',
        ]),
        section('returns-exchanges', 'Returns and exchanges', [
          'Goods of proper quality can be returned or exchanged within 14 days of receipt if the original packaging and film are intact. Opened perfume and cosmetics cannot be returned under Cabinet of Ministers Resolution No. 172.',
          'To arrange a return, write to us by e-mail or on Telegram with your order number. We refund within 7 days of receiving the parcel, by the same method the order was paid.',
        ]),
        section('public-offer-contract', 'Public offer contract', [
          'This contract is a public offer by sole proprietor Olena Kovalenko to sell the goods shown on the site. Placing an order means full and unconditional acceptance of the offer.',
          'Prices on the site are in hryvnias. The seller may change prices, but the price of a placed order does not change. Ownership passes to the buyer upon receipt.',
        ]),
        section('privacy-policy', 'Privacy policy', [
          'We process your name, phone, e-mail and delivery address only to fulfil your order and send the newsletter you subscribed to, in line with the Law of Ukraine on Personal Data Protection.',
          'Data is not shared with third parties other than the carrier and the payment service, to the extent needed for delivery and payment. You can ask us to delete your data at any time.',
        ]),
      ].join(''),
      ru: [
        section('payment-delivery', 'Оплата и доставка', [
          'Доставляем Новой почтой в отделение, почтомат или курьером по адресу по тарифам перевозчика. Отправка — в течение 1–2 рабочих дней после подтверждения заказа. Электронные сертификаты отправляем на e-mail.',
          'Оплата картой онлайн через WayForPay: к сумме заказа добавляется комиссия 2%.',
          `Оплата по реквизитам: после оформления менеджер пришлёт реквизиты. ${REQUISITES.ru}`,
          'Перевод на карту: номер карты менеджер пришлёт в мессенджер после подтверждения заказа.',
        ]),
        section('returns-exchanges', 'Возврат и обмен', [
          'Вы можете вернуть или обменять товар надлежащего качества в течение 14 дней со дня получения, если сохранены заводская упаковка и плёнка. Вскрытые парфюмы и косметика возврату не подлежат согласно постановлению КМУ №172.',
          'Чтобы оформить возврат, напишите нам на почту или в Telegram с номером заказа. Деньги возвращаем в течение 7 дней после получения посылки тем же способом, которым был оплачен заказ.',
        ]),
        section('public-offer-contract', 'Договор публичной оферты', [
          'Этот договор является публичным предложением ФЛП Коваленко Е. Н. заключить договор купли-продажи товаров, представленных на сайте. Оформление заказа означает полное и безоговорочное принятие условий оферты.',
          'Цены на сайте указаны в гривнах. Продавец вправе менять цены, однако цена оформленного заказа не меняется. Право собственности на товар переходит к покупателю в момент получения.',
        ]),
        section('privacy-policy', 'Политика конфиденциальности', [
          'Мы обрабатываем имя, телефон, e-mail и адрес доставки только для выполнения заказа и рассылки, на которую вы подписались, в соответствии с Законом Украины «О защите персональных данных».',
          'Данные не передаются третьим лицам, кроме перевозчика и платёжного сервиса в объёме, необходимом для доставки и оплаты. Вы можете в любой момент попросить удалить свои данные.',
        ]),
      ].join(''),
    },
  },
  {
    slug: 'contacts',
    title: { uk: 'Контакти', en: 'Contacts', ru: 'Контакты' },
    content: {
      uk: '<p>Шоурум: м. Київ, вул. Велика Васильківська, 72, пн–нд 10:00–20:00.</p><p>Телефон: +380 44 123 45 67, e-mail: hello@brand.ua. Онлайн-консультація — у Telegram.</p>',
      en: '<p>Showroom: 72 Velyka Vasylkivska St, Kyiv, Mon–Sun 10:00–20:00.</p><p>Phone: +380 44 123 45 67, e-mail: hello@brand.ua. Online consultation on Telegram.</p>',
      ru: '<p>Шоурум: г. Киев, ул. Большая Васильковская, 72, пн–вс 10:00–20:00.</p><p>Телефон: +380 44 123 45 67, e-mail: hello@brand.ua. Онлайн-консультация — в Telegram.</p>',
    },
  },
];
