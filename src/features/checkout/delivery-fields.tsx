'use client';

import { useT } from '@/i18n/use-t';
import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import type { Language } from '@/config/shop';
import type { CheckoutForm } from './checkout-form-schema';
import { FormTextField } from './form-field';
import { useNpList, type NpOption } from './np-directory';
import { NpCombobox } from './np-combobox';
import { DELIVERY_METHODS } from '@/domain/checkout/order-schema';
import styles from './checkout.module.css';

const MIN_SEARCH = 2;

function searchUrl(path: string, params: Record<string, string>): string {
  return `/api/novaposhta/${path}?${new URLSearchParams(params)}`;
}

/**
 * Delivery by Nova Poshta (spec §3–§5): branch (default), courier or parcel locker; a city, then
 * beside it that city's branches or lockers, or for a courier a street and the house, each chosen in
 * one searchable combobox (np-combobox.tsx); and the add-order checkbox, read as "add to my previous
 * order (ship together)".
 */
export function DeliveryFields({ lng }: { lng: Language }) {
  const { t } = useT('checkout');
  const { register, watch, setValue, formState } = useFormContext<CheckoutForm>();
  const delivery = watch('delivery');
  const [cityQuery, setCityQuery] = useState('');
  const [streetQuery, setStreetQuery] = useState('');

  const set = (field: keyof CheckoutForm['delivery'], value: string) =>
    setValue(`delivery.${field}`, value, { shouldValidate: formState.isSubmitted, shouldDirty: true });

  const cities = useNpList(
    cityQuery.trim().length >= MIN_SEARCH ? searchUrl('cities', { q: cityQuery.trim(), locale: lng }) : null,
  );
  const warehouseType = delivery.method === 'postbox' ? 'postbox' : 'branch';
  const warehouses = useNpList(
    delivery.cityRef && delivery.method !== 'courier'
      ? searchUrl('warehouses', { city: delivery.cityRef, type: warehouseType, locale: lng })
      : null,
    false,
  );
  const streets = useNpList(
    delivery.cityRef && delivery.method === 'courier' && streetQuery.trim().length >= MIN_SEARCH
      ? searchUrl('streets', { city: delivery.cityRef, q: streetQuery.trim(), locale: lng })
      : null,
  );

  function chooseCity(option: NpOption | null) {
    set('city', option ? option.name : '');
    set('cityRef', option?.ref ?? '');
    // A branch or street belongs to its city: a new city starts them afresh.
    set('department', '');
    set('departmentRef', '');
    set('street', '');
    set('streetRef', '');
    setStreetQuery('');
  }

  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('page.delivery.legend')}</legend>
      <div role="radiogroup" aria-label={t('page.delivery.method')} className={styles.tags}>
        {DELIVERY_METHODS.map((method) => (
          <label key={method} className={styles.tag}>
            <input
              type="radio"
              value={method}
              {...register('delivery.method', {
                onChange: () => {
                  set('department', '');
                  set('departmentRef', '');
                },
              })}
            />
            {t(`delivery.${method}`)}
          </label>
        ))}
      </div>
      <div className={styles.grid}>
        <NpCombobox
          label={t('page.delivery.city')}
          errorName="delivery.city"
          list={cities}
          value={{ ref: delivery.cityRef, name: delivery.city }}
          onChoose={chooseCity}
          optionLabel={(o) => (o.region ? `${o.name} (${o.region})` : o.name)}
          onSearch={setCityQuery}
          idleHint={t('page.delivery.typeToSearch')}
        />
        {delivery.method === 'courier' ? (
          <NpCombobox
            key="street"
            label={t('page.delivery.street')}
            errorName="delivery.street"
            list={streets}
            value={{ ref: delivery.streetRef, name: delivery.street }}
            onChoose={(o) => {
              set('street', o?.name ?? '');
              set('streetRef', o?.ref ?? '');
            }}
            onSearch={setStreetQuery}
            idleHint={t(delivery.cityRef ? 'page.delivery.typeToSearch' : 'page.delivery.cityFirst')}
          />
        ) : (
          <NpCombobox
            key={warehouseType}
            label={t(`page.delivery.${warehouseType}`)}
            errorName="delivery.department"
            list={warehouses}
            value={{ ref: delivery.departmentRef, name: delivery.department }}
            onChoose={(o) => {
              set('department', o?.name ?? '');
              set('departmentRef', o?.ref ?? '');
            }}
            idleHint={t('page.delivery.cityFirst')}
          />
        )}
      </div>
      {delivery.method === 'courier' && (
        <div className={styles.grid3}>
          <FormTextField name="delivery.house" label={t('page.delivery.house')} required maxLength={30} />
          <FormTextField name="delivery.entrance" label={t('page.delivery.entrance')} maxLength={30} />
          <FormTextField name="delivery.apartment" label={t('page.delivery.apartment')} maxLength={30} />
        </div>
      )}
      <FormTextField name="delivery.comment" label={t('page.delivery.comment')} multiline />
      {/* Spec §3's add-order checkbox: a request to ship with the shopper's previous order, which a
          manager fulfils (docs/woocommerce.md); an order by e-mail has no parcel, hence no box. */}
      <label className={styles.check}>
        <input type="checkbox" {...register('delivery.joinPrevious')} />
        {t('page.delivery.joinPrevious')}
      </label>
    </fieldset>
  );
}

/**
 * The delivery step of an order of electronic certificates only (shipment.ts): spec §9 sends them by
 * e-mail, to the address the shopper gave with each, so there is nothing to fill in here.
 */
export function EmailDelivery({ pieces }: { pieces: number }) {
  const { t } = useT('checkout');
  // A fieldset like the other steps, so the page reads and looks the same; it has nothing to fill.
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{t('page.delivery.legend')}</legend>
      <p className={styles.hint}>{t('page.delivery.byEmail', { count: pieces })}</p>
    </fieldset>
  );
}
