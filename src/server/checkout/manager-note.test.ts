import { serverT } from '@/i18n/server';
import type { Delivery, OrderRequest } from '@/domain/checkout/order-schema';
import { BY_EMAIL } from '@/domain/checkout/shipment';
import { managerNote } from './manager-note';

const courier: Delivery = {
  method: 'courier',
  city: 'Львів',
  street: 'вул. Городоцька',
  house: '15',
  entrance: '2',
  apartment: '4',
  comment: 'Дзвонити за годину',
};

const base: OrderRequest = {
  locale: 'en',
  items: [{ id: 10, count: 1 }],
  sets: [],
  gifts: [],
  certificates: [],
  customer: { name: 'Olena', surname: 'Koval', phone: '+380931234567', email: 'olena@example.com' },
  delivery: courier,
  payment: 'card',
  subscribe: true,
};

it('tells the manager, in Ukrainian, the delivery with its comment, the gift and the payment', () => {
  const note = managerNote(
    {
      ...base,
      recipient: {
        name: 'Марія',
        surname: 'Шевченко',
        phone: '+380671112233',
        message: 'З днем народження!',
        from: 'Олена',
      },
    },
    courier,
    serverT('uk', 'checkout'),
  );
  expect(note.split('\n')).toEqual([
    "Доставка: Кур'єр Нової Пошти, Львів, вул. Городоцька, 15, під'їзд 2, кв. 4",
    'Коментар до доставки: Дзвонити за годину',
    'Подарунок для: Марія Шевченко, +380671112233',
    'Побажання до подарунка: «З днем народження!»',
    'Від кого: Олена',
    'Оплата: Переказ на картку',
    'Мова покупця: en',
    'Покупець підписався на новини',
  ]);
});

it('names a branch and leaves out what the shopper did not give', () => {
  const branch: Delivery = { method: 'np', city: 'Київ', department: 'Відділення №1' };
  const note = managerNote(
    { ...base, locale: 'uk', subscribe: false, delivery: branch },
    branch,
    serverT('uk', 'checkout'),
  );
  expect(note).toBe('Доставка: Відділення Нової Пошти, Київ, Відділення №1\nОплата: Переказ на картку');
});

it('says an order of electronic certificates only goes by e-mail, with no address', () => {
  const note = managerNote(
    {
      ...base,
      locale: 'uk',
      subscribe: false,
      items: [],
      certificates: [
        { type: 'electronic', denomination: 1000, recipientEmail: 'friend@example.com', count: 1 },
      ],
      delivery: undefined,
    },
    BY_EMAIL,
    serverT('uk', 'checkout'),
  );
  expect(note).toBe('Доставка: Електронною поштою\nОплата: Переказ на картку');
});

describe('the add-order checkbox (spec §3: add to my previous order, ship together)', () => {
  const JOIN = 'Покупець просить додати до попереднього замовлення й надіслати разом';
  const branch: Delivery = { method: 'np', city: 'Київ', department: 'Відділення №1' };
  const noteFor = (delivery: Delivery) =>
    managerNote({ ...base, locale: 'uk', subscribe: false, delivery }, delivery, serverT('uk', 'checkout'));

  it('asks the manager, after the delivery, to add the order to the previous one and send them together', () => {
    expect(noteFor({ ...branch, joinPrevious: true }).split('\n')).toEqual([
      'Доставка: Відділення Нової Пошти, Київ, Відділення №1',
      JOIN,
      'Оплата: Переказ на картку',
    ]);
  });

  it('says nothing of it when the box is left unticked or was never sent', () => {
    expect(noteFor({ ...branch, joinPrevious: false })).not.toContain(JOIN);
    expect(noteFor(branch)).not.toContain(JOIN);
  });
});
