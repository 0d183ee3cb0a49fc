/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { CartItem } from '@/domain/cart/cart-item';
import { emptyCheckoutForm, type CheckoutForm } from './checkout-form-schema';
import { completedShippingTier, useCheckoutStepEvents } from './checkout-step-events';

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

const steps = () =>
  ((window as DataLayerWindow).dataLayer ?? [])
    .filter((e) => e.event === 'add_shipping_info' || e.event === 'add_payment_info')
    .map((e) => ({
      event: e.event,
      ...(e.ecommerce as { shipping_tier?: string; payment_type?: string }),
    }));

const line: CartItem = {
  id: 7,
  variation_id: 71,
  title: 'Velvet Amber 07',
  price: 1890,
  count: 2,
  description: '',
  kind: 'product',
  sku: 'VA-07-50',
};

const delivery = (patch: Partial<CheckoutForm['delivery']>) => ({ ...emptyCheckoutForm.delivery, ...patch });

describe('completedShippingTier', () => {
  it('is the method once the city and the branch (or street and house for a courier) are filled', () => {
    expect(completedShippingTier(delivery({ city: 'Київ' }))).toBeNull();
    expect(completedShippingTier(delivery({ city: 'Київ', department: 'Відділення №1' }))).toBe('np');
    expect(completedShippingTier(delivery({ method: 'postbox', department: 'Поштомат №5' }))).toBeNull();
    expect(
      completedShippingTier(delivery({ method: 'courier', city: 'Київ', street: 'Хрещатик' })),
    ).toBeNull();
    expect(
      completedShippingTier(delivery({ method: 'courier', city: 'Київ', street: 'Хрещатик', house: '1' })),
    ).toBe('courier');
  });
});

describe('useCheckoutStepEvents', () => {
  let form: UseFormReturn<CheckoutForm>;
  let events: ReturnType<typeof useCheckoutStepEvents>;
  function Checkout({ cart, coupon }: { cart: CartItem[]; coupon?: string }) {
    form = useForm<CheckoutForm>({ defaultValues: emptyCheckoutForm });
    events = useCheckoutStepEvents(form.control, cart, coupon);
    return null;
  }

  beforeEach(() => {
    (window as DataLayerWindow).dataLayer = [];
  });

  it('sends add_shipping_info when the delivery is complete, once per method', () => {
    render(<Checkout cart={[line]} coupon="welcome10" />);
    act(() => form.setValue('delivery.city', 'Київ'));
    expect(steps()).toEqual([]);
    act(() => form.setValue('delivery.department', 'Відділення №1'));
    act(() => form.setValue('delivery.department', 'Відділення №2'));
    expect(steps()).toEqual([
      expect.objectContaining({
        event: 'add_shipping_info',
        shipping_tier: 'np',
        coupon: 'welcome10',
        currency: 'UAH',
        value: 3780,
        items: [expect.objectContaining({ item_name: 'Velvet Amber 07', quantity: 2 })],
      }),
    ]);
    act(() => form.setValue('delivery.method', 'postbox'));
    expect(steps().map((s) => s.shipping_tier)).toEqual(['np', 'postbox']);
  });

  it('sends add_payment_info when a method is chosen, and on placing the order only what is missing', () => {
    render(<Checkout cart={[line]} />);
    act(() => events.paymentChosen('requisites'));
    act(() => events.paymentChosen('requisites'));
    expect(steps()).toEqual([
      expect.objectContaining({ event: 'add_payment_info', payment_type: 'requisites' }),
    ]);
    act(() =>
      events.beforeOrder({
        ...emptyCheckoutForm,
        payment: 'requisites',
        delivery: delivery({ city: 'Київ', department: 'Відділення №1' }),
      }),
    );
    expect(steps().map((s) => s.event)).toEqual(['add_payment_info', 'add_shipping_info']);
  });

  it('a shopper who keeps the preselected card payment still sends add_payment_info on placing the order', () => {
    render(<Checkout cart={[line]} />);
    act(() => events.beforeOrder(emptyCheckoutForm));
    expect(steps()).toEqual([
      expect.objectContaining({ event: 'add_shipping_info', shipping_tier: 'np' }),
      expect.objectContaining({ event: 'add_payment_info', payment_type: 'wayforpay' }),
    ]);
  });

  it('an order of electronic certificates only has no delivery to complete: tier email, sent when placed', () => {
    const certificate: CartItem = {
      id: 40,
      title: 'Electronic certificate',
      price: 1000,
      count: 1,
      description: 'certificate:electronic:1000:friend@example.com',
      kind: 'certificate',
      certificate: { type: 'electronic', denomination: 1000, recipientEmail: 'friend@example.com' },
    };
    render(<Checkout cart={[certificate]} />);
    // A draft's delivery, left from an earlier basket, is not the order's.
    act(() => form.setValue('delivery.city', 'Київ'));
    act(() => form.setValue('delivery.department', 'Відділення №1'));
    expect(steps()).toEqual([]);
    act(() => events.beforeOrder({ ...emptyCheckoutForm, payment: 'requisites' }));
    expect(steps()).toEqual([
      expect.objectContaining({ event: 'add_shipping_info', shipping_tier: 'email' }),
      expect.objectContaining({ event: 'add_payment_info', payment_type: 'requisites' }),
    ]);
  });

  it('sends nothing for an empty basket, and starts afresh after an order', () => {
    const { rerender } = render(<Checkout cart={[]} />);
    act(() => events.paymentChosen('card'));
    expect(steps()).toEqual([]);
    rerender(<Checkout cart={[line]} />);
    act(() => events.paymentChosen('card'));
    act(() => events.reset());
    act(() => events.paymentChosen('card'));
    expect(steps().map((s) => s.payment_type)).toEqual(['card', 'card']);
  });
});
