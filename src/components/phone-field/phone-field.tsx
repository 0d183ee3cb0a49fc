'use client';

import { useT } from '@/i18n/use-t';
import { useEffect, useId, useRef } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { usePhoneInput } from 'react-international-phone';
import { useFieldError } from '@/components/form/use-field-error';
import { Field, FieldError, FieldLabel } from '@/components/ui/field';
import { DEFAULT_LANGUAGE, PHONE_INPUT } from '@/config/shop';
import { isLanguage } from '@/i18n/languages';
import { CountrySelect } from './country-select';
import { PHONE_COUNTRY_DATA } from './phone-countries';
import { isPhoneCountry, phoneCountries } from './phone-country-rules';
import { typedPhoneNumber } from './typed-phone-number';
import { useIpCountry } from './use-ip-country';
import styles from './phone-field.module.css';

/**
 * A phone number formatted by react-international-phone's headless hook, with our own country
 * list (spec §9 placement and type-to-find). It starts with Ukraine and switches to the country of
 * the shopper's IP address when that arrives, unless they have typed or chosen something by then.
 * The dial code alone counts as empty, so it reads "required". Its texts are the checkout's
 * (checkout.json), which the callback popup loads too. The field named `phone` is the shopper's own
 * number and autocompletes; any other (a gift recipient's) does not.
 */
export function PhoneField({ name, label }: { name: string; label: string }) {
  const { t, i18n } = useT('checkout');
  const lng = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const { control } = useFormContext();
  const { field } = useController({ control, name });
  const id = useId();
  const errorId = `${id}-error`;
  const message = useFieldError(name);
  const ipCountry = useIpCountry();
  const inputRef = useRef<HTMLInputElement | null>(null);
  const shopperActed = useRef(false);
  const ipCountryHandled = useRef(false);

  const { inputValue, country, setCountry, handlePhoneValueChange } = usePhoneInput({
    // A field mounted after the answer (the gift recipient's) starts with that country at once.
    defaultCountry: isPhoneCountry(ipCountry) ? ipCountry : PHONE_INPUT.defaultCountry,
    value: field.value,
    countries: PHONE_COUNTRY_DATA,
    // The country button shows the dial code, so the text field holds the rest of the number (it
    // showed "+380" a second time, and a pasted "+380…" became "+380 (38) 0…"); the value sent
    // stays E.164, and a pasted or autofilled number of another country still switches the country.
    disableDialCodeAndPrefix: true,
    inputRef,
    onChange: ({ phone, country }) => field.onChange(phone === `+${country.dialCode}` ? '' : phone),
  });

  useEffect(() => {
    if (ipCountry === undefined || ipCountryHandled.current) return;
    ipCountryHandled.current = true;
    if (shopperActed.current || field.value || !isPhoneCountry(ipCountry)) return;
    if (ipCountry !== country.iso2) setCountry(ipCountry, { focusOnInput: false });
  }, [ipCountry, field.value, country.iso2, setCountry]);

  return (
    <Field>
      <FieldLabel htmlFor={id} label={label} required />
      <div className={styles.phone}>
        <CountrySelect
          countries={phoneCountries(lng)}
          value={country.iso2}
          onChange={(iso2) => {
            shopperActed.current = true;
            setCountry(iso2, { focusOnInput: false });
          }}
          buttonLabel={(selected) =>
            t('page.contact.phoneCountry', {
              field: label,
              country: selected.name,
              dialCode: selected.dialCode,
            })
          }
          listLabel={t('page.contact.phoneCountryList', { field: label })}
        />
        <input
          ref={(element) => {
            inputRef.current = element;
            field.ref(element);
          }}
          id={id}
          type="tel"
          name={field.name}
          className={styles.input}
          value={inputValue}
          onChange={(event) => {
            shopperActed.current = true;
            // 067…, 380…, +380 0… typed, pasted or autofilled: the input's mask reads the digits after
            // the dial code only, and would make 0671234567 "+380 (06) 712 34 56".
            const typed = typedPhoneNumber(event.target.value, country.iso2);
            if (typed !== event.target.value) event.target.value = typed;
            handlePhoneValueChange(event);
          }}
          onBlur={field.onBlur}
          placeholder={t('page.contact.phonePlaceholder')}
          aria-label={label}
          aria-required
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          maxLength={PHONE_INPUT.maxLength}
          autoComplete={name === 'phone' ? 'tel' : 'off'}
        />
      </div>
      <FieldError id={errorId} message={message} />
    </Field>
  );
}
